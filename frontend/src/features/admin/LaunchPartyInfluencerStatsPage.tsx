import { paths } from '../../app/paths';
import { ComingSoon } from '../../components/page/ComingSoon';

export function LaunchPartyInfluencerStatsPage() {
  return <ComingSoon heading="Launch Party Influencer Stats" path={paths.launchPartyInfluencerStats} />;
}
