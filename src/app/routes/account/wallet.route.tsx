import { PagePlaceholder } from '@/components/page-placeholder';

/** `wallet` screen: placeholder until its own issue builds it. */
export function Component() {
  return <PagePlaceholder titleKey="pages.wallet.title" noIndex />;
}
