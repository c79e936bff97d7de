import { PagePlaceholder } from '@/components/page-placeholder';

/** `panel-otp` screen: placeholder until its own issue builds it. */
export function Component() {
  return <PagePlaceholder titleKey="pages.panel_otp.title" noIndex />;
}
