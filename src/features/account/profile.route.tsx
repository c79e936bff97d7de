import { PagePlaceholder } from '@/components/page-placeholder';

/** `profile` screen: placeholder until its own issue builds it. */
export function Component() {
  return <PagePlaceholder titleKey="pages.profile.title" noIndex />;
}
