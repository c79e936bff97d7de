import { Box, Button, HStack, Image, Input, Stack, Text } from '@chakra-ui/react';
import {
  VERIFICATION_STEPS,
  type VerificationPhoto,
  type VerificationStep,
  type VerificationStore,
} from '@domain/contracts/verification.contract';
import type { Language } from '@domain/status/statuses';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeInput, FormAlert } from '@/components/form';
import { LtrText } from '@/components/ltr-text';
import { toast } from '@/components/toaster';
import { isApiError } from '@/lib/api';
import { useCardPayments } from '@/lib/api/layout-query';
import { formatMoney, formatNumber } from '@/lib/format';
import { useConfirmStorePhone } from './use-confirm-store-phone';
import { usePayVerification } from './use-pay-verification';
import { useSendStorePhoneCode } from './use-send-store-phone-code';
import { useSubmitVerification } from './use-submit-verification';
import { useUploadVerificationPhoto } from './use-upload-verification-photo';

const L = 'verification';

const errorKey = (error: unknown) => (isApiError(error) ? error.messageKey : 'errors.generic');

function isDone(store: VerificationStore, step: VerificationStep): boolean {
  if (step === 'submit') return store.status === 'submitted' || store.status === 'approved';
  return store.steps[step];
}

/** The six steps as a row of numbered chips; done ones are ticked, the current one stands out. */
function Stepper({
  store,
  current,
  language,
  onPick,
}: {
  store: VerificationStore;
  current: VerificationStep;
  language: Language;
  onPick: (step: VerificationStep) => void;
}) {
  const { t } = useTranslation();
  return (
    <Box as="ol" display="flex" flexWrap="wrap" gap="2" m="0" p="0">
      {VERIFICATION_STEPS.map((step, index) => {
        const done = isDone(store, step);
        const active = step === current;
        return (
          <Box as="li" listStyleType="none" key={step} flexShrink={0}>
            <Button
              size="xs"
              rounded="full"
              variant={active ? 'solid' : done ? 'subtle' : 'outline'}
              colorPalette={done && !active ? 'green' : 'brand'}
              aria-current={active ? 'step' : undefined}
              onClick={() => onPick(step)}
              data-testid={`step-${step}`}
              data-done={done}
            >
              {done ? '✓' : formatNumber(index + 1, language)} {t(`${L}.steps_short.${step}`)}
            </Button>
          </Box>
        );
      })}
    </Box>
  );
}

function PhoneStep({ store, onDone }: { store: VerificationStore; onDone: () => void }) {
  const { t } = useTranslation();
  const send = useSendStorePhoneCode(store.store_id);
  const confirm = useConfirmStorePhone(store.store_id);
  const [code, setCode] = useState('');
  const [sent, setSent] = useState(false);
  const error = send.error ?? confirm.error;
  if (store.steps.phone) {
    return (
      <Stack gap="3">
        <Text>
          {t(`${L}.phone.confirmed`)} <LtrText>{store.phone_number}</LtrText>
        </Text>
        <Button alignSelf="start" colorPalette="brand" onClick={onDone}>
          {t(`${L}.next`)}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="3">
      <Text>
        {t(`${L}.phone.body`)} <LtrText fontWeight="bold">{store.phone_number}</LtrText>
      </Text>
      <FormAlert messageKey={error ? errorKey(error) : null} />
      <Button
        alignSelf="start"
        variant={sent ? 'outline' : 'solid'}
        colorPalette="brand"
        loading={send.isPending}
        onClick={async () => {
          await send.mutateAsync(undefined);
          setSent(true);
          toast.show({ status: 'success', title: t(`${L}.phone.sent`) });
        }}
      >
        {t(sent ? `${L}.phone.resend` : `${L}.phone.send`)}
      </Button>
      {sent ? (
        <Stack
          as="form"
          gap="3"
          onSubmit={async (event) => {
            event.preventDefault();
            await confirm.mutateAsync(code);
            toast.show({ status: 'success', title: t(`${L}.phone.done`) });
            onDone();
          }}
        >
          <label>
            <Text fontWeight="medium" mb="1">
              {t(`${L}.phone.code`)}
            </Text>
            <CodeInput value={code} onChange={setCode} autoFocus />
          </label>
          <Button type="submit" alignSelf="start" colorPalette="brand" loading={confirm.isPending}>
            {t(`${L}.phone.confirm`)}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}

function PhotoStep({
  store,
  kind,
  onDone,
}: {
  store: VerificationStore;
  kind: VerificationPhoto;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const upload = useUploadVerificationPhoto(store.store_id);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  const done = store.steps[kind];
  return (
    <Stack
      as="form"
      gap="3"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!file) return;
        await upload.mutateAsync({ kind, file });
        setFile(null);
        toast.show({ status: 'success', title: t(`${L}.photo.done`) });
        onDone();
      }}
    >
      <Text>{t(`${L}.photo.body.${kind}`)}</Text>
      <Text fontSize="sm" color="fg.muted">
        {t(`${L}.photo.rules`)}
      </Text>
      {done && !file ? (
        <Text color="fg.success" data-testid="photo-uploaded">
          ✓ {t(`${L}.photo.uploaded`)}
        </Text>
      ) : null}
      {preview ? (
        <Image
          src={preview}
          alt={t(`${L}.photo.preview`)}
          maxH="56"
          objectFit="contain"
          rounded="lg"
          borderWidth="1px"
        />
      ) : null}
      <FormAlert messageKey={upload.error ? errorKey(upload.error) : null} />
      {/* The browser's own file button speaks the browser's language: a styled label opens it. */}
      <Input
        id={inputId}
        type="file"
        accept="image/jpeg,image/png"
        capture={kind === 'selfie' ? 'user' : 'environment'}
        srOnly
        aria-label={t(`${L}.steps.${kind}`)}
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        data-testid={`photo-input-${kind}`}
      />
      <Button asChild variant="outline" alignSelf="start">
        <label htmlFor={inputId}>
          {t(done || file ? `${L}.photo.replace` : `${L}.photo.choose`)}
        </label>
      </Button>
      {file ? (
        <Text fontSize="sm" color="fg.muted" dir="ltr" textAlign="start" truncate>
          {file.name}
        </Text>
      ) : null}
      <HStack gap="2" flexWrap="wrap">
        <Button type="submit" colorPalette="brand" disabled={!file} loading={upload.isPending}>
          {t(`${L}.photo.upload`)}
        </Button>
        {done ? (
          <Button variant="outline" onClick={onDone}>
            {t(`${L}.next`)}
          </Button>
        ) : null}
      </HStack>
    </Stack>
  );
}

function PaymentStep({
  store,
  price,
  language,
  onDone,
}: {
  store: VerificationStore;
  price: number;
  language: Language;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const pay = usePayVerification(store.store_id);
  const cardPayments = useCardPayments();
  if (store.steps.payment) {
    return (
      <Stack gap="3">
        <Text color="fg.success">
          ✓{' '}
          {t(`${L}.payment.paid`, {
            price: formatMoney(store.fee_paid ?? price, language),
            method: t(`${L}.payment.methods.${store.paid_with ?? 'wallet'}`),
          })}
        </Text>
        <Button alignSelf="start" colorPalette="brand" onClick={onDone}>
          {t(`${L}.next`)}
        </Button>
      </Stack>
    );
  }
  const payWith = async (method: 'wallet' | 'card') => {
    const { checkout_url } = await pay.mutateAsync(method);
    if (checkout_url) {
      window.location.assign(checkout_url);
      return;
    }
    toast.show({ status: 'success', title: t(`${L}.payment.done`) });
    onDone();
  };
  return (
    <Stack gap="3">
      <Text fontWeight="bold" fontSize="lg">
        {formatMoney(price, language)}
      </Text>
      <Text>{t(`${L}.payment.body`)}</Text>
      <FormAlert messageKey={pay.error ? errorKey(pay.error) : null} />
      <HStack gap="2" flexWrap="wrap">
        <Button colorPalette="brand" loading={pay.isPending} onClick={() => void payWith('wallet')}>
          {t(`${L}.payment.wallet`)}
        </Button>
        {cardPayments ? (
          <Button variant="outline" loading={pay.isPending} onClick={() => void payWith('card')}>
            {t(`${L}.payment.card`)}
          </Button>
        ) : null}
      </HStack>
    </Stack>
  );
}

function SubmitStep({ store }: { store: VerificationStore }) {
  const { t } = useTranslation();
  const submit = useSubmitVerification(store.store_id);
  if (store.verified || store.status === 'approved') {
    return <FormAlert status="success" messageKey={`${L}.approved`} />;
  }
  if (store.status === 'submitted') {
    return <FormAlert status="info" messageKey={`${L}.submitted`} />;
  }
  const missing = (['phone', 'id_front', 'id_back', 'selfie', 'payment'] as const).filter(
    (step) => !store.steps[step],
  );
  return (
    <Stack gap="3">
      <Text>{t(missing.length > 0 ? `${L}.submit.body_pending` : `${L}.submit.body`)}</Text>
      {missing.length > 0 ? (
        <FormAlert
          status="warning"
          messageKey={`${L}.submit.missing`}
          values={{ steps: missing.map((step) => t(`${L}.steps_short.${step}`)).join(' · ') }}
        />
      ) : null}
      <FormAlert messageKey={submit.error ? errorKey(submit.error) : null} />
      <Button
        alignSelf="start"
        colorPalette="brand"
        disabled={missing.length > 0}
        loading={submit.isPending}
        onClick={async () => {
          await submit.mutateAsync(undefined);
          toast.show({ status: 'success', title: t(`${L}.submit.done`) });
        }}
      >
        {t(`${L}.submit.button`)}
      </Button>
    </Stack>
  );
}

/**
 * `/verify_my_store/verification_process?store=<id>`: the steps of one store's verification. It
 * opens on the first step not done (saved on the server), and any step can be revisited.
 */
export function VerificationProcess({
  store,
  price,
  language,
}: {
  store: VerificationStore;
  price: number;
  language: Language;
}) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<VerificationStep | null>(null);
  const current: VerificationStep = picked ?? store.next_step ?? 'submit';
  const next = () => {
    const index = VERIFICATION_STEPS.indexOf(current);
    const after = VERIFICATION_STEPS.slice(index + 1).find((step) => !isDone(store, step));
    setPicked(after ?? 'submit');
  };
  const closed = store.status === 'submitted' || store.status === 'approved' || store.verified;
  return (
    <Stack gap="4">
      <Stepper store={store} current={current} language={language} onPick={setPicked} />
      {store.status === 'rejected' && store.rejection_reason ? (
        <FormAlert
          status="warning"
          messageKey={`${L}.rejected_because`}
          values={{ reason: store.rejection_reason }}
        />
      ) : null}
      <Stack gap="3" bg="bg.panel" borderWidth="1px" rounded="xl" p="4" data-testid="step-panel">
        <Text as="h2" fontWeight="bold" fontSize="lg">
          {t(`${L}.steps.${current}`)}
        </Text>
        {closed || current === 'submit' ? (
          <SubmitStep store={store} />
        ) : current === 'phone' ? (
          <PhoneStep store={store} onDone={next} />
        ) : current === 'payment' ? (
          <PaymentStep store={store} price={price} language={language} onDone={next} />
        ) : (
          <PhotoStep key={current} store={store} kind={current} onDone={next} />
        )}
      </Stack>
    </Stack>
  );
}
