import { PagePlaceholder } from '@/components/page-placeholder';

/** `verify-my-store` screen: placeholder until its own issue builds it. */
export function Component() {
  return <PagePlaceholder titleKey="pages.verify_my_store.title" noIndex />;
}
