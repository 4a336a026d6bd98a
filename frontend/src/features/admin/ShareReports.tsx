import { type ReactNode, useCallback } from 'react';
import type { Campaign } from '../../lib/campaigns';
import { ShareReport } from './report-links/ShareReport';
import { InfluencerRowActionsProvider } from './row-actions';

/** Gives each influencer row of a campaign table its "Share report": the root joins the two sub-features, which never import each other. */
export function WithShareReports({ campaign, children }: { campaign: Campaign; children: ReactNode }) {
  const actions = useCallback((influencer: string) => <ShareReport campaign={campaign} influencer={influencer} />, [campaign]);
  return <InfluencerRowActionsProvider value={actions}>{children}</InfluencerRowActionsProvider>;
}
