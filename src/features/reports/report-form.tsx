import { Button, HStack, RadioGroup, Skeleton, Stack, Text, Textarea } from '@chakra-ui/react';
import { REPORT_DETAILS_MAX, type ReportTarget } from '@domain/contracts/reports.contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, FormField } from '@/components/form';
import { toast } from '@/components/toaster';
import { isApiError } from '@/lib/api';
import { useLanguage } from '@/lib/i18n';
import { reportReasonsQuery } from './report-reasons-query';
import { useSendReport } from './use-send-report';

/** The report itself: a reason from the admin's list (required) and what happened, in free text. */
export function ReportForm({
  target,
  id,
  onDone,
  onCancel,
}: {
  target: ReportTarget;
  id: number;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const reasons = useQuery(reportReasonsQuery(language));
  const send = useSendReport();
  const labelId = useId();
  const errorId = useId();
  const [reason, setReason] = useState<string | null>(null);
  const [details, setDetails] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    setError(null);
    if (!reason) {
      setReasonError('validation.choice.report_reason');
      return;
    }
    try {
      await send.mutateAsync({ target, id, reason_id: Number(reason), details: details.trim() });
      toast.show({ status: 'success', title: t('feedback.report.sent') });
      onDone();
    } catch (caught) {
      const field = isApiError(caught) ? caught.fields?.[0] : undefined;
      if (field?.path === 'reason_id') setReasonError(field.message);
      else if (field) setError(field.message);
      else setError(isApiError(caught) ? caught.messageKey : 'errors.internal');
    }
  };

  return (
    <Stack
      as="form"
      gap="4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Text fontSize="sm" color="fg.muted">
        {t(`feedback.report.intro_${target}`)}
      </Text>
      {reasons.data ? (
        <Stack gap="1.5">
          <RadioGroup.Root
            name="reason"
            value={reason}
            onValueChange={(details) => {
              setReason(details.value);
              setReasonError(null);
            }}
            aria-labelledby={labelId}
            aria-invalid={Boolean(reasonError)}
            aria-describedby={reasonError ? errorId : undefined}
            size="sm"
          >
            <Stack gap="2.5">
              <RadioGroup.Label id={labelId} fontWeight="medium">
                {t('feedback.report.reason')}
              </RadioGroup.Label>
              {reasons.data.map((option) => (
                <RadioGroup.Item key={option.id} value={String(option.id)}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{option.name}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
          {reasonError ? (
            <Text id={errorId} color="fg.error" fontSize="sm" role="alert">
              {t(reasonError)}
            </Text>
          ) : null}
        </Stack>
      ) : reasons.isError ? (
        <FormAlert messageKey="feedback.report.reasons_failed" />
      ) : (
        <Skeleton height="40" />
      )}
      <FormField label={t('feedback.report.details')} helper={t('feedback.report.details_hint')}>
        <Textarea
          dir="auto"
          rows={4}
          value={details}
          maxLength={REPORT_DETAILS_MAX}
          onChange={(event) => setDetails(event.target.value)}
        />
      </FormField>
      <FormAlert messageKey={error} />
      <HStack justify="flex-end" gap="2">
        <Button variant="outline" onClick={onCancel}>
          {t('feedback.report.cancel')}
        </Button>
        <Button type="submit" colorPalette="red" loading={send.isPending}>
          {t('feedback.report.submit')}
        </Button>
      </HStack>
    </Stack>
  );
}
