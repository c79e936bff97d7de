import { PagePlaceholder } from '@/components/page-placeholder';

/** `privacy-policy` screen: placeholder until its own issue builds it. */
export function Component() {
  return <PagePlaceholder titleKey="pages.privacy_policy.title" />;
}
