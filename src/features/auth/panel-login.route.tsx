import { PagePlaceholder } from '@/components/page-placeholder';

/** `panel-login` screen: placeholder until its own issue builds it. */
export function Component() {
  return <PagePlaceholder titleKey="pages.panel_login.title" noIndex />;
}
