import { paths } from '../../app/paths';
import { ComingSoon } from '../../components/page/ComingSoon';

export function SmsOptInPage() {
  return <ComingSoon heading="SMS Opt-In" path={paths.smsOptIn} />;
}
