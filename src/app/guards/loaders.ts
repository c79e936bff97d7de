import { panelLandingPath } from '@domain/auth/panels';
import type { Panel } from '@domain/auth/panels';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import {
  clearSession,
  getPreviousPath,
  readState,
  rememberPendingRedirect,
  setSession,
  takePendingRedirect,
} from '@/lib/session';
import {
  decideAdminArea,
  decideLoginPage,
  decidePanelAlias,
  decideUserArea,
  type GuardDecision,
} from './decisions';

function pathOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}${url.hash}`;
}

function sessions() {
  const { admin, user } = readState();
  return { admin, user };
}

/** Carries out a decision: clear, remember, redirect — or let the route render (`null`). */
function apply(decision: GuardDecision, requested: string | null): Response | null {
  if (decision.type === 'allow') return null;
  if (decision.type === 'handover') {
    setSession('admin', decision.session);
    return null;
  }
  if (decision.clear) clearSession(decision.clear);
  if (decision.remember && requested) rememberPendingRedirect({ destination: requested });
  return redirect(decision.to);
}

/** Guard loader of one panel (admin-type area). */
export function adminAreaLoader(panel: Pick<Panel, 'role'>) {
  return ({ request }: LoaderFunctionArgs) =>
    apply(decideAdminArea(panel.role, sessions()), pathOf(request));
}

/** Guard loader of the user-type area. */
export function userAreaLoader({ request }: LoaderFunctionArgs) {
  return apply(decideUserArea(sessions()), pathOf(request));
}

/** Where a signed-in user returns from the login page: pending target, previous page, or home. */
function backFromLogin(): string {
  return takePendingRedirect()?.destination ?? getPreviousPath() ?? '/';
}

export function userLoginLoader() {
  return apply(decideLoginPage('user', sessions(), backFromLogin), null);
}

export function panelLoginLoader() {
  return apply(decideLoginPage('panel', sessions(), backFromLogin), null);
}

/** `/<panel>/login` sends to the right login page and back to the panel's landing page. */
export function panelAliasLoader(panel: Pick<Panel, 'role'>) {
  return () => {
    const landing = panelLandingPath(panel.role) ?? '/';
    return apply(decidePanelAlias(panel.role, sessions()), landing);
  };
}

/** Guards run on every navigation inside their area, so an expired session is noticed at once. */
export const alwaysRevalidate = () => true;
