import { PagePlaceholder } from '@/components/page-placeholder';

/** `store-settings` screen: placeholder until its own issue builds it. */
export function Component() {
  return <PagePlaceholder titleKey="pages.store_settings.title" noIndex />;
}
