import { paths } from '../../../config/paths';
import { DASHBOARD_COPY } from './campaigns-content';
import { AdminPage } from '../AdminPage';
import { CampaignDashboard } from './CampaignDashboard';

const copy = DASHBOARD_COPY.influencer;

/** /admin/influencer-stats: the invite campaign's numbers per influencer (docs/product.md). */
export function InfluencerStatsPage() {
  return (
    <AdminPage path={paths.influencerStats} copy={copy}>
      <CampaignDashboard campaign="influencer" />
    </AdminPage>
  );
}
