import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { INFLUENCER_QUERY_PARAM, type InfluencerHandle, parseInfluencerHandle } from './influencer';

/**
 * The valid handle of `?influencer=`, or null. Null during the server render and the first client
 * render, so the prerendered page and its hydration match; the page adapts right after mount.
 */
export function useInfluencerHandle(): InfluencerHandle | null {
  const [searchParams] = useSearchParams();
  const raw = searchParams.get(INFLUENCER_QUERY_PARAM);
  const [influencer, setInfluencer] = useState<InfluencerHandle | null>(null);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- null in the server render and hydration, the handle only after, so the markup matches.
  useEffect(() => setInfluencer(parseInfluencerHandle(raw)), [raw]);
  return influencer;
}
