/**
 * Resolves in a new task of the browser's event loop, so what follows does not lengthen the
 * current one: the browser can paint and answer input in between (long tasks are what a cheap
 * phone's visitor feels as a frozen page).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
