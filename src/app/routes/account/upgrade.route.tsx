import { PagePlaceholder } from '@/components/page-placeholder';

/** `upgrade` screen: placeholder until its own issue builds it. */
export function Component() {
  return <PagePlaceholder titleKey="pages.upgrade.title" noIndex />;
}
