import { paths } from '../../app/paths';
import { ComingSoon } from '../../components/page/ComingSoon';

export function SpotTestPage() {
  return <ComingSoon heading="Spot test" path={paths.spotTest} />;
}
