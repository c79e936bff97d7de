import { PagePlaceholder } from '@/components/page-placeholder';

/** `chats` screen: placeholder until its own issue builds it. */
export function Component() {
  return <PagePlaceholder titleKey="pages.chats.title" noIndex />;
}
