import { paths } from '../../app/paths';
import { ComingSoon } from '../../components/page/ComingSoon';

export function SteamerLanePointPage() {
  return <ComingSoon heading="Steamer Lane Point" path={paths.steamerLanePoint} />;
}
