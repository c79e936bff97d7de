import { readState, writeState } from '../session/storage';

/**
 * Chakra v3 styles dark mode from a `.dark` class on `<html>` (its `_dark` condition); we set it
 * ourselves instead of pulling in next-themes. `color-scheme` makes form controls and scrollbars follow.
 */
export function applyColorMode(isDark: boolean): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.classList.toggle('dark', isDark);
  root.classList.toggle('light', !isDark);
  root.style.colorScheme = isDark ? 'dark' : 'light';
}

/** Persists the choice (spec §3 `isDarkMode`, default off) and applies it. */
export function setDarkMode(isDark: boolean): void {
  writeState({ isDarkMode: isDark });
  applyColorMode(isDark);
}

export function toggleDarkMode(): void {
  setDarkMode(!readState().isDarkMode);
}
