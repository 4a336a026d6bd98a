import { paths } from '../../app/paths';
import { ComingSoon } from '../../components/page/ComingSoon';

export function PrivacyPolicyPage() {
  return <ComingSoon heading="Privacy Policy" path={paths.privacyPolicy} />;
}
