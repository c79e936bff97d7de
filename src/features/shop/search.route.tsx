import { PagePlaceholder } from '@/components/page-placeholder';

/** `search` screen: placeholder until its own issue builds it. */
export function Component() {
  return <PagePlaceholder titleKey="pages.search.title" />;
}
