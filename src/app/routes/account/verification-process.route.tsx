import { PagePlaceholder } from '@/components/page-placeholder';

/** `verification-process` screen: placeholder until its own issue builds it. */
export function Component() {
  return <PagePlaceholder titleKey="pages.verification_process.title" noIndex />;
}
