import { PagePlaceholder } from '@/components/page-placeholder';

/** `notifications` screen: placeholder until its own issue builds it. */
export function Component() {
  return <PagePlaceholder titleKey="pages.notifications.title" noIndex />;
}
