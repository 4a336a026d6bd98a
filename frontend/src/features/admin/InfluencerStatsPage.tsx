import { paths } from '../../app/paths';
import { ComingSoon } from '../../components/page/ComingSoon';

export function InfluencerStatsPage() {
  return <ComingSoon heading="Influencer Stats" path={paths.influencerStats} />;
}
