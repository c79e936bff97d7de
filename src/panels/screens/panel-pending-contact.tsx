import type { OtpChannel } from '@domain/contracts/auth.contract';
import { PendingContact } from '@/components/account';
import { useResendPanelContactCode } from './use-resend-panel-contact-code';
import { useVerifyPanelContact } from './use-verify-panel-contact';

/** A panel account's pending email or phone, confirmed through the panel profile calls. */
export function PanelPendingContact({
  channel,
  address,
}: {
  channel: OtpChannel;
  address: string;
}) {
  const verifyContact = useVerifyPanelContact();
  const resendCode = useResendPanelContactCode();
  return (
    <PendingContact
      channel={channel}
      address={address}
      verify={async (body) => {
        await verifyContact.mutateAsync(body);
      }}
      resend={async (body) => (await resendCode.mutateAsync(body.channel)).verification.retryAfter}
    />
  );
}
