/** docs/product.md, "Constants": an admin session lasts 24 hours (the server enforces it too, docs/api.md). */
export const ADMIN_SESSION_LIFETIME_MS = 24 * 60 * 60 * 1000;

const STORAGE_KEY = 'lineup.admin.session';

/** What the browser keeps (docs/product.md): only to tell the user the session ran out, never to grant access. */
type StoredAdminSession = { authenticated: true; loggedInAt: number };

export function readLoginTime(): number | null {
  try {
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as StoredAdminSession | null;
    return stored?.authenticated === true && Number.isFinite(stored.loggedInAt) ? stored.loggedInAt : null;
  } catch {
    return null;
  }
}

export function rememberLogin(loggedInAt: number): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ authenticated: true, loggedInAt } satisfies StoredAdminSession));
  } catch {
    // Storage can be disabled (private mode); the server session still works, only the expiry notice is lost.
  }
}

export function forgetLogin(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // See rememberLogin.
  }
}

export function hasLoginExpired(loggedInAt: number, now: number): boolean {
  return now - loggedInAt >= ADMIN_SESSION_LIFETIME_MS;
}

/** Milliseconds until the session stored in this browser runs out, or null when none is stored. */
export function timeLeftInSession(now: number): number | null {
  const loggedInAt = readLoginTime();
  return loggedInAt === null ? null : Math.max(0, loggedInAt + ADMIN_SESSION_LIFETIME_MS - now);
}
