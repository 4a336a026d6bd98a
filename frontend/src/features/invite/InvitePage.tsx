import { paths } from '../../app/paths';
import { ComingSoon } from '../../components/page/ComingSoon';

export function InvitePage() {
  return <ComingSoon heading="Download the Lineup app" path={paths.invite} />;
}
