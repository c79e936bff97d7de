const HASH_ATTEMPTS = 20;

/** The element a `#hash` points at (by id, then by `name` for old-style anchors). */
export function findHashTarget(hash: string): HTMLElement | null {
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  if (!id) return null;
  return document.getElementById(id) ?? document.getElementsByName(id)[0] ?? null;
}

/**
 * Smoothly scrolls to the hash target. Lazy pages render a moment after the URL changes, so the
 * target is looked for on the next animation frames before giving up. Returns a cancel function.
 */
export function scrollToHash(hash: string): () => void {
  let frame = 0;
  let attempts = 0;
  const tick = () => {
    const target = findHashTarget(hash);
    if (target) {
      target.scrollIntoView({ behavior: 'smooth', block: 'start' });
      return;
    }
    if (++attempts < HASH_ATTEMPTS) frame = requestAnimationFrame(tick);
  };
  tick();
  return () => cancelAnimationFrame(frame);
}

export function scrollToTop(): void {
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
}
