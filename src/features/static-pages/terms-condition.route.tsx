import { PagePlaceholder } from '@/components/page-placeholder';

/** `terms-condition` screen: placeholder until its own issue builds it. */
export function Component() {
  return <PagePlaceholder titleKey="pages.terms_condition.title" />;
}
