export { applyHead } from './apply-head';
export {
  resolvePageHead,
  type HeadContext,
  type PageHeadInput,
  type ResolvedHead,
} from './page-head';
export { usePageHead } from './use-page-head';
