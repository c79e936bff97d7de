import { panelForRole, panelLandingPath } from '@domain/auth/panels';
import type { SessionData } from '@domain/contracts/auth.contract';
import { setSession } from '@/lib/session';
import { panelChallenge, panelDestination } from './auth-state';

/** Stores a panel session and answers where its role lands (spec §4). */
export function completePanelSignIn(session: SessionData): string {
  setSession('admin', session);
  panelChallenge.set(null);
  const landing = panelLandingPath(session.role) ?? '/';
  return panelDestination(landing, panelForRole(session.role)?.prefix ?? null);
}
