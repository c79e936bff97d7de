/**
 * Whether the renderer is producing or adopting server markup: on the server; in the browser for
 * the one synchronous pass of `hydrateRoot` (react-dom-client.ts) and for each later pass that
 * resumes hydrating a subtree `DeferredHydration` held back (deferred-hydration.tsx). React answers
 * `useSyncExternalStore`'s server snapshot in all of them; preact/compat does not know either.
 */
let synchronousPass = false;
let resumedPasses = 0;
/** Subtrees held back by `DeferredHydration` and not hydrated yet. */
let waiting = 0;
let hydrationStarted = false;
let hydrationReported = false;
const afterHydrationQueue = new Set<() => void>();

export function isServerMarkupPass(): boolean {
  return typeof window === 'undefined' || synchronousPass || resumedPasses > 0;
}

/** In the browser, inside a pass that adopts the server's markup (not on the server). */
export function isHydratingInBrowser(): boolean {
  return typeof window !== 'undefined' && (synchronousPass || resumedPasses > 0);
}

export function whileHydrating<T>(run: () => T): T {
  synchronousPass = true;
  hydrationStarted = true;
  try {
    return run();
  } finally {
    synchronousPass = false;
    reportWhenHydrated();
  }
}

/** A resumed pass begins (deferred-hydration.tsx opens it in render and closes it after its subtree). */
export function openResumedPass(): void {
  resumedPasses += 1;
}

export function closeResumedPass(): void {
  resumedPasses -= 1;
}

export function subtreeHeldBack(): void {
  waiting += 1;
}

/** A held-back subtree's pass has been committed. */
export function subtreeHydrated(): void {
  waiting -= 1;
  reportWhenHydrated();
}

/**
 * `dukkan-hydrated`: every held-back subtree has been hydrated (the page's hydration is complete);
 * scripts/hydration-watch.mjs stops watching there.
 */
function reportWhenHydrated(): void {
  if (!hydrationStarted || hydrationReported || waiting > 0 || synchronousPass) return;
  hydrationReported = true;
  performance.mark('dukkan-hydrated');
  const queued = [...afterHydrationQueue];
  afterHydrationQueue.clear();
  for (const run of queued) run();
}

/**
 * Runs `run` once the page's hydration is complete (at once when it is, or when the page was not
 * hydrated). Returns a cancel function. `useSyncExternalStore` switches to the browser's snapshot
 * here: a component re-rendered with the browser's values while a held-back subtree under it is
 * still waiting would give that subtree props the server did not render, and hydration does not
 * patch attributes.
 */
export function afterHydration(run: () => void): () => void {
  if (!hydrationStarted || hydrationReported) {
    run();
    return () => undefined;
  }
  afterHydrationQueue.add(run);
  return () => afterHydrationQueue.delete(run);
}
