import { paths } from '../../app/paths';
import { ComingSoon } from '../../components/page/ComingSoon';

export function DeleteAccountPage() {
  return <ComingSoon heading="Delete Your Account" path={paths.deleteAccount} />;
}
