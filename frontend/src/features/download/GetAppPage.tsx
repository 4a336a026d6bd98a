import { paths } from '../../app/paths';
import { ComingSoon } from '../../components/page/ComingSoon';

export function GetAppPage() {
  return <ComingSoon heading="Score More Epic Waves" path={paths.getApp} />;
}
