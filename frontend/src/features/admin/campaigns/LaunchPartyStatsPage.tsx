import { paths } from '../../../config/paths';
import { DASHBOARD_COPY } from './campaigns-content';
import { AdminPage } from '../AdminPage';
import { CampaignDashboard } from './CampaignDashboard';
import { LAUNCH_PARTY_COLUMNS } from './stats-columns';
import { VIEWS_AND_CLICKS_SORT } from './stats-sort';

const copy = DASHBOARD_COPY['launch-party'];

/** /admin/launch-party-influencer-stats: totals, then influencers by views + taps (docs/product.md). */
export function LaunchPartyStatsPage() {
  return (
    <AdminPage path={paths.launchPartyStats} copy={copy} showExpiredNotice>
      <CampaignDashboard campaign="launch-party" showSummary columns={LAUNCH_PARTY_COLUMNS} defaultSort={VIEWS_AND_CLICKS_SORT} />
    </AdminPage>
  );
}
