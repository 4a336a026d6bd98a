import { isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';
import { api, errorCodeOf } from '../../lib/api';
import type { ErrorCode } from '../../lib/api-types';
import { dynamicMiddleware } from '../../lib/store';

/** What a login or a logout makes stale besides the session itself. */
export const ADMIN_DATA_TAGS = ['CampaignStats', 'SupportRequests', 'BetaSignups', 'Analytics', 'ReportLinks', 'InstallImports'] as const;

const SESSION_LOST: readonly (ErrorCode | undefined)[] = ['ADMIN_SESSION_REQUIRED', 'ADMIN_SESSION_EXPIRED'];

/**
 * The one 401 policy of the admin pages: whichever call says the session is gone, re-checking the
 * session brings the password gate back. A middleware rather than a hook per endpoint, so that a new
 * endpoint cannot forget it.
 */
const lockOnLostSession: Middleware =
  ({ dispatch }) =>
  (next) =>
  (action) => {
    const result = next(action);
    if (isRejectedWithValue(action) && SESSION_LOST.includes(errorCodeOf(action.payload))) dispatch(api.util.invalidateTags(['AdminSession']));
    return result;
  };

dynamicMiddleware.addMiddleware(lockOnLostSession);

/** The site's one api, with the admin session policy above attached: admin slices inject their endpoints here. */
export const adminApi = api;
