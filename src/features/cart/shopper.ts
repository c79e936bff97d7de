import { useStoredState } from '@/lib/session';

/** The signed-in shopper's id, or null for a visitor (no contract is loaded for this). */
export function useShopperId(): string | null {
  return useStoredState((state) => (state.user ? String(state.user.id) : null));
}
