export { applyHead } from './apply-head';
export {
  canonicalUrl,
  composeTitle,
  resolvePageHead,
  trimDescription,
  trimKeywords,
  trimTitle,
  type HeadContext,
  type PageHeadInput,
  type ResolvedHead,
} from './page-head';
export { usePageHead } from './use-page-head';
