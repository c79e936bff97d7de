import { useEffect, useState } from 'react';

/**
 * How many of `count` parts of a browser-rendered block to show: the first at once, then one more
 * in each following task of the browser's event loop. A block whose first render computes many
 * new styles (the product page's add-to-cart: a 90–140 ms task at Lighthouse's 4× CPU slowdown)
 * is cut into tasks the browser can paint and answer input between (compat's `startTransition`
 * does not yield). Render the parts top to bottom so each new one only moves what is below it.
 */
export function useTaskStages(count: number): number {
  const [shown, setShown] = useState(1);
  const done = shown >= count;
  useEffect(() => {
    if (done) return;
    const timer = setTimeout(() => setShown((current) => current + 1), 0);
    return () => clearTimeout(timer);
  }, [done, shown]);
  return Math.min(shown, count);
}
