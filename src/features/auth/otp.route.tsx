import { PagePlaceholder } from '@/components/page-placeholder';

/** `otp` screen: placeholder until its own issue builds it. */
export function Component() {
  return <PagePlaceholder titleKey="pages.otp.title" noIndex />;
}
