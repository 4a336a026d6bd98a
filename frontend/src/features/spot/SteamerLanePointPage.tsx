import { SpotPage } from './SpotPage';
import { STEAMER_LANE_POINT } from './steamer-lane-point.fixture';

export function SteamerLanePointPage() {
  return <SpotPage spot={STEAMER_LANE_POINT} />;
}
