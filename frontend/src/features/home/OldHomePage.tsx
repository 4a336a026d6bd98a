import { paths } from '../../app/paths';
import { ComingSoon } from '../../components/page/ComingSoon';

export function OldHomePage() {
  return <ComingSoon heading="Lineup" path={paths.oldHome} />;
}
