import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { INFLUENCER_QUERY_PARAM, normalizeInfluencerHandle } from './influencer';

/**
 * The valid handle of `?influencer=`, or null. Null during the server render and the first client
 * render, so the prerendered page and its hydration match; the page adapts right after mount.
 */
export function useInfluencerHandle(): string | null {
  const [searchParams] = useSearchParams();
  const raw = searchParams.get(INFLUENCER_QUERY_PARAM);
  const [handle, setHandle] = useState<string | null>(null);
  useEffect(() => setHandle(normalizeInfluencerHandle(raw)), [raw]);
  return handle;
}
