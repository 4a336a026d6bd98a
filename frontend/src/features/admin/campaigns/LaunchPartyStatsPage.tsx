import { paths } from '../../../config/paths';
import { DASHBOARD_COPY } from './campaigns-content';
import { AdminPage } from '../AdminPage';
import { CampaignDashboard } from './CampaignDashboard';
import { PAGE_VIEWS_SORT } from './stats-sort';

const copy = DASHBOARD_COPY['launch-party'];

/** /admin/launch-party-influencer-stats: totals, then influencers by page views (docs/product.md). */
export function LaunchPartyStatsPage() {
  return (
    <AdminPage path={paths.launchPartyStats} copy={copy} showExpiredNotice>
      <CampaignDashboard campaign="launch-party" showSummary defaultSort={PAGE_VIEWS_SORT} />
    </AdminPage>
  );
}
