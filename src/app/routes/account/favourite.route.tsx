import { PagePlaceholder } from '@/components/page-placeholder';

/** `favourite` screen: placeholder until its own issue builds it. */
export function Component() {
  return <PagePlaceholder titleKey="pages.favourite.title" noIndex />;
}
