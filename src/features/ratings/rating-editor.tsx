import { Button, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { RATING_COMMENT_MAX, type RatingEntry } from '@domain/contracts/ratings.contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, FormField } from '@/components/form';
import { toast } from '@/components/toaster';
import { isApiError } from '@/lib/api';
import type { RatingTarget } from './ratings-queries';
import { StarPicker } from './star-picker';
import { useDeleteRating } from './use-delete-rating';
import { useSaveRating } from './use-save-rating';

/** The signed-in shopper's own rating: pick stars in halves, comment, save, change or delete. */
export function RatingEditor({
  kind,
  id,
  mine,
}: {
  kind: RatingTarget;
  id: number;
  mine: RatingEntry | null;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const [rating, setRating] = useState(mine?.rating ?? 0);
  const [comment, setComment] = useState(mine?.comment ?? '');
  const [error, setError] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const { save, isPending } = useSaveRating(kind, id);
  const { remove, isPending: removing } = useDeleteRating(kind, id);

  const submit = async () => {
    setError(null);
    setFieldError(undefined);
    if (rating === 0) {
      setFieldError('validation.rating.required');
      return;
    }
    try {
      await save({ rating, comment: comment.trim() });
      toast.show({ status: 'success', title: t('feedback.ratings.saved') });
    } catch (caught) {
      if (isApiError(caught) && caught.fields?.[0]) setFieldError(caught.fields[0].message);
      else setError(isApiError(caught) ? caught.messageKey : 'errors.internal');
    }
  };
  const unrate = async () => {
    setError(null);
    try {
      await remove();
      setRating(0);
      setComment('');
      toast.show({ status: 'success', title: t('feedback.ratings.deleted') });
    } catch (caught) {
      setError(isApiError(caught) ? caught.messageKey : 'errors.internal');
    }
  };

  return (
    <Stack
      as="form"
      gap="3"
      borderWidth="1px"
      rounded="lg"
      p="4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Text id={labelId} fontWeight="semibold">
        {t(mine ? 'feedback.ratings.yours' : `feedback.ratings.rate_${kind}`)}
      </Text>
      <StarPicker value={rating} onChange={setRating} labelledBy={labelId} invalid={!!fieldError} />
      {fieldError ? (
        <Text color="fg.error" fontSize="sm" role="alert">
          {t(fieldError)}
        </Text>
      ) : null}
      <FormField label={t('feedback.ratings.comment')}>
        <Textarea
          dir="auto"
          value={comment}
          maxLength={RATING_COMMENT_MAX}
          rows={3}
          onChange={(event) => setComment(event.target.value)}
        />
      </FormField>
      <FormAlert messageKey={error} />
      <HStack gap="2" wrap="wrap">
        <Button type="submit" colorPalette="brand" loading={isPending}>
          {t(mine ? 'feedback.ratings.update' : 'feedback.ratings.save')}
        </Button>
        {mine ? (
          <Button variant="outline" loading={removing} onClick={() => void unrate()}>
            {t('feedback.ratings.delete')}
          </Button>
        ) : null}
      </HStack>
    </Stack>
  );
}
