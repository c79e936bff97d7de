import {
  PANEL_TWO_FACTOR_LOGIN_PATH,
  panelGuardLoginPath,
  panelLandingPath,
  USER_LOGIN_PATH,
} from '@domain/auth/panels';
import { USER_AREA_ROLES, type OwnerKind, type PanelRole } from '@domain/auth/roles';
import { isReturnPath, isSessionValid, sessionRole, type StoredSession } from '@/lib/session';

export interface Sessions {
  admin: StoredSession | null;
  user: StoredSession | null;
}

/** What a guard decided; the loaders in `loaders.ts` carry it out. */
export type GuardDecision =
  | { type: 'allow' }
  /** Spec §4: a seller's user session is copied into the admin session, then the page opens. */
  | { type: 'handover'; session: StoredSession }
  | {
      type: 'redirect';
      to: string;
      /** The session to clear before leaving. */
      clear?: OwnerKind;
      /** Remember the requested page so login can come back to it. */
      remember?: boolean;
    };

const ALLOW: GuardDecision = { type: 'allow' };
/** The "not authorized" screen (spec §2 `/401`): it redirects nowhere, so a chain ends there. */
export const UNAUTHORIZED_PATH = '/401';
const SELLER_ROLES: readonly PanelRole[] = ['reseller', 'moderator_reseller'];

/**
 * Admin-type area (`/admin`, `/moderator`, `/reseller`, `/sub_reseller`), spec §4: a valid admin
 * session with the panel's role. A reseller or sub-reseller with a valid user session of that role
 * is handed over, unless the account has 2FA on: the API refuses such a session, so the seller
 * goes to the panel login, which asks for the code. Otherwise the admin session is cleared and the
 * visitor goes to the user login (a reseller or sub-reseller session, or a seller panel without one)
 * or the panel login.
 */
export function decideAdminArea(
  panelRole: PanelRole,
  sessions: Sessions,
  now = Date.now(),
): GuardDecision {
  const { admin, user } = sessions;
  if (isSessionValid(admin, now) && sessionRole(admin) === panelRole) return ALLOW;
  if (SELLER_ROLES.includes(panelRole) && isSessionValid(user, now)) {
    if (sessionRole(user) === panelRole && user.two_factor_enabled) {
      return { type: 'redirect', to: PANEL_TWO_FACTOR_LOGIN_PATH, clear: 'admin', remember: true };
    }
    if (sessionRole(user) === panelRole) return { type: 'handover', session: user };
  }
  // The stored session's role decides the login (a reseller signs in at the user login even when
  // they opened /admin); without one, the role the panel is for.
  const to = panelGuardLoginPath(sessionRole(admin) ?? panelRole);
  // A visitor already signed in where that login is would be sent straight on (back here, for the
  // user login: a loop that froze the tab). Signed in without the panel's role is "not authorized".
  const onward = decideLoginPage(
    loginPageOf(to),
    { admin: null, user },
    () => UNAUTHORIZED_PATH,
    now,
  );
  if (onward.type !== 'allow') return { type: 'redirect', to: UNAUTHORIZED_PATH, clear: 'admin' };
  return { type: 'redirect', to, clear: 'admin', remember: true };
}

function loginPageOf(path: string): 'user' | 'panel' {
  return path === USER_LOGIN_PATH ? 'user' : 'panel';
}

/**
 * User-type area (cart, orders, chats, …), spec §4: a valid user session with role user, reseller,
 * guest or moderator_reseller. Otherwise the user session is cleared and the visitor goes to the user
 * login, which will bring them back.
 */
export function decideUserArea(sessions: Sessions, now = Date.now()): GuardDecision {
  const { user } = sessions;
  const role = sessionRole(user);
  if (isSessionValid(user, now) && role && (USER_AREA_ROLES as readonly string[]).includes(role)) {
    return ALLOW;
  }
  return { type: 'redirect', to: USER_LOGIN_PATH, clear: 'user', remember: true };
}

/**
 * A login page opened while signed in (spec §4). Panel login: the panel role lands on its panel
 * (admin → categories, others → dashboard, see `panelLandingPath`). User login: back to the pending
 * target or previous path, else home — never to a sign-in page, which would send back here;
 * `back` is only called when the visitor is signed in.
 */
export function decideLoginPage(
  page: 'user' | 'panel',
  sessions: Sessions,
  back: () => string,
  now = Date.now(),
): GuardDecision {
  if (page === 'panel') {
    const role = isSessionValid(sessions.admin, now) ? sessionRole(sessions.admin) : null;
    const landing = role ? panelLandingPath(role) : null;
    return landing ? { type: 'redirect', to: landing } : ALLOW;
  }
  if (!isSessionValid(sessions.user, now)) return ALLOW;
  const to = back();
  return { type: 'redirect', to: isReturnPath(to) ? to : '/' };
}

/**
 * `/<panel>/login` (listed in every panel of spec §2): the panel's own role is sent to its landing
 * page; everyone else to the login that panel signs in through, coming back to the panel afterwards.
 * A visitor already signed in at that login goes where the login would send them at once (for the
 * user login: the panel, whose guard hands over or answers "not authorized").
 */
export function decidePanelAlias(
  panelRole: PanelRole,
  sessions: Sessions,
  now = Date.now(),
): GuardDecision {
  const role = isSessionValid(sessions.admin, now) ? sessionRole(sessions.admin) : null;
  const landing = panelLandingPath(panelRole) ?? '/';
  if (role === panelRole) return { type: 'redirect', to: landing };
  const to = panelGuardLoginPath(panelRole);
  const onward = decideLoginPage(loginPageOf(to), sessions, () => landing, now);
  if (onward.type === 'redirect') return { type: 'redirect', to: onward.to };
  return { type: 'redirect', to, remember: true };
}
