import { useEffect } from 'react';
import { useAppDispatch } from '../../../lib/hooks';
import { invalidateAdminSession, useGetAdminSessionQuery } from './session-api';
import { timeLeftInSession } from './admin-session';

/** Browsers run a longer timeout at once; a clock ahead of the server's could ask for one. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/** The server's word on the admin session, checked when a page opens. */
export function useAdminSession() {
  return useGetAdminSessionQuery();
}

/** Re-checks the session the moment its 24 hours run out, so an open dashboard locks itself. */
export function useSessionExpiryTimer(authenticated: boolean) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!authenticated) return;
    const left = timeLeftInSession(Date.now());
    if (left === null) return;
    const timer = setTimeout(() => dispatch(invalidateAdminSession()), Math.min(left, MAX_TIMEOUT_MS));
    return () => clearTimeout(timer);
  }, [authenticated, dispatch]);
}
