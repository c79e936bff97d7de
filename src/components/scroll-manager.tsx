import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { scrollToHash, scrollToTop } from '@/lib/scroll';

/** Spec §2: a new page starts at the top, or smoothly at its `#hash` target. */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) return scrollToHash(hash);
    scrollToTop();
    return undefined;
  }, [pathname, hash]);
  return null;
}
