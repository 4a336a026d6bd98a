import { paths } from '../../../config/paths';
import { DASHBOARD_COPY } from './campaigns-content';
import { AdminPage } from '../AdminPage';
import { CampaignDashboard } from './CampaignDashboard';
import { ACTIVITY_SORT } from './stats-sort';

const copy = DASHBOARD_COPY['launch-party'];

/** /admin/launch-party-influencer-stats: totals, then influencers by views plus clicks (docs/product.md). */
export function LaunchPartyStatsPage() {
  return (
    <AdminPage path={paths.launchPartyStats} copy={copy} showExpiredNotice>
      <CampaignDashboard campaign="launch-party" showSummary defaultSort={ACTIVITY_SORT} />
    </AdminPage>
  );
}
