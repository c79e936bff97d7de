import { PagePlaceholder } from '@/components/page-placeholder';

/** `store` screen: placeholder until its own issue builds it. */
export function Component() {
  return <PagePlaceholder titleKey="pages.store.title" />;
}
