import { usePageHead } from '@/lib/head';
import type { PageHeadInput } from '@/lib/head';

/** Declarative form of `usePageHead` for screens that prefer JSX. */
export function PageHead(props: PageHeadInput) {
  usePageHead(props);
  return null;
}
