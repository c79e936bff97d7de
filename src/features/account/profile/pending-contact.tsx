import type { OtpChannel } from '@domain/contracts/auth.contract';
import { PendingContact as PendingContactCard } from '@/components/account';
import { useResendContactCode } from './use-resend-contact-code';
import { useVerifyContact } from './use-verify-contact';

/** The shopper's pending email or phone, confirmed through the shop profile calls. */
export function PendingContact({ channel, address }: { channel: OtpChannel; address: string }) {
  const verifyContact = useVerifyContact();
  const resendCode = useResendContactCode();
  return (
    <PendingContactCard
      channel={channel}
      address={address}
      verify={async (body) => {
        await verifyContact.mutateAsync(body);
      }}
      resend={async (body) => (await resendCode.mutateAsync(body.channel)).verification.retryAfter}
    />
  );
}
