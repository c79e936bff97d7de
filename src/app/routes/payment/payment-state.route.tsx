import { PagePlaceholder } from '@/components/page-placeholder';

/** `payment-state` screen: placeholder until its own issue builds it. */
export function Component() {
  return <PagePlaceholder titleKey="pages.payment_state.title" noIndex />;
}
