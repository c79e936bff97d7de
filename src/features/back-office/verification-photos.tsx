import { Badge, Button, Dialog, Image, Portal, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { VerificationStatus } from '@domain/contracts/verification.contract';
import {
  panelVerificationPhotoContract,
  VERIFICATION_PHOTOS,
  type VerificationPhoto,
} from '@domain/contracts/verification.contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withinCeiling } from '@domain/auth/permissions';
import { callApi } from '@/lib/api';
import { sessionRole, useStoredState } from '@/lib/session';

const L = 'back_office_verification';

const PALETTE: Record<VerificationStatus, string> = {
  in_progress: 'blue',
  submitted: 'orange',
  approved: 'green',
  rejected: 'red',
};

/**
 * One ID photo, fetched with the reviewer's session from the authorised route (an <img src> could
 * not send the bearer) and shown from an object URL that is revoked on close: nothing is cached.
 */
function Photo({ storeId, kind }: { storeId: number; kind: VerificationPhoto }) {
  const { t } = useTranslation();
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    callApi(panelVerificationPhotoContract, {
      query: { store: storeId, kind },
      responseType: 'blob',
      signal: controller.signal,
    })
      .then(({ data }) => {
        objectUrl = URL.createObjectURL(data);
        setUrl(objectUrl);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [storeId, kind]);
  return (
    <Stack gap="1">
      <Text fontSize="sm" fontWeight="medium">
        {t(`${L}.photos.${kind}`)}
      </Text>
      {url ? (
        <Image
          src={url}
          alt={t(`${L}.photos.${kind}`)}
          rounded="md"
          borderWidth="1px"
          maxH="72"
          objectFit="contain"
        />
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {failed ? t(`${L}.photos.unavailable`) : t('common.status.loading')}
        </Text>
      )}
    </Stack>
  );
}

/** The stores row's verification cell: the request's state and, for reviewers, its ID photos. */
export function VerificationCell({
  storeId,
  status,
}: {
  storeId: number;
  status: VerificationStatus | null;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Only reviewers (admin, moderator) may see ID photos; the server refuses anyone else anyway.
  const reviewer = useStoredState((state) => {
    const role = sessionRole(state.admin);
    return role !== null && withinCeiling(role, 'stores', 'review');
  });
  if (!status) {
    return (
      <Text as="span" color="fg.muted">
        —
      </Text>
    );
  }
  return (
    <Stack gap="1" align={{ base: 'end', md: 'start' }}>
      <Badge colorPalette={PALETTE[status]}>{t(`${L}.status.${status}`)}</Badge>
      {reviewer && status !== 'in_progress' ? (
        <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} size="lg">
          <Dialog.Trigger asChild>
            <Button size="xs" variant="outline" data-testid="verification-photos">
              {t(`${L}.photos.open`)}
            </Button>
          </Dialog.Trigger>
          <Portal>
            <Dialog.Backdrop />
            <Dialog.Positioner>
              <Dialog.Content>
                <Dialog.Header>
                  <Dialog.Title>{t(`${L}.photos.title`)}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  {open ? (
                    <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
                      {VERIFICATION_PHOTOS.map((kind) => (
                        <Photo key={kind} storeId={storeId} kind={kind} />
                      ))}
                    </SimpleGrid>
                  ) : null}
                </Dialog.Body>
                <Dialog.Footer>
                  <Dialog.ActionTrigger asChild>
                    <Button variant="outline">{t('common.actions.close')}</Button>
                  </Dialog.ActionTrigger>
                </Dialog.Footer>
              </Dialog.Content>
            </Dialog.Positioner>
          </Portal>
        </Dialog.Root>
      ) : null}
    </Stack>
  );
}
