import { Box, Button, Dialog, Input, Portal, Stack, Text } from '@chakra-ui/react';
import type { Contract } from '@domain/contracts/contract';
import type { Resource } from '@domain/auth/resources';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toaster';
import { isApiError, mutationKeys, queryKeys, useApiMutation, type ApiError } from '@/lib/api';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

interface ImportButtonProps {
  resource: Resource;
  contract: Contract;
  formats: readonly string[];
}

/** A problem of one spreadsheet cell: `rows.<line>.<column>`. */
function rowProblem(path: string): { line: number; column: string } | null {
  const match = /^rows\.(\d+)\.(.+)$/.exec(path);
  return match ? { line: Number(match[1]), column: match[2]! } : null;
}

/**
 * Uploads a CSV or XLSX file that the server checks whole before writing anything; when it is
 * refused, every problem is listed by spreadsheet line and column so the file can be fixed.
 */
export function ImportButton({ resource, contract, formats }: ImportButtonProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const input = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<ApiError | null>(null);
  const upload = useApiMutation(contract, {
    mutationKey: mutationKeys.panel(resource, 'import'),
    request: (file: File) => ({
      query: { format: file.name.toLowerCase().endsWith('.xlsx') ? 'xlsx' : 'csv' } as never,
      files: { file },
    }),
    invalidates: () => [queryKeys.panel(resource).all],
  });

  const choose = async (file: File | undefined) => {
    if (!file) return;
    try {
      const result = (await upload.mutateAsync(file)) as { created: number; updated: number };
      toast.show({
        status: 'success',
        title: t('crud.import.done', {
          created: formatNumber(result.created, language),
          updated: formatNumber(result.updated, language),
        }),
      });
    } catch (error) {
      if (isApiError(error) && error.fields?.length) setRefused(error);
      else
        toast.show({
          status: 'error',
          title: t(isApiError(error) ? error.messageKey : 'errors.internal'),
        });
    }
  };

  return (
    <>
      <Input
        ref={input}
        type="file"
        display="none"
        accept={formats.map((format) => `.${format}`).join(',')}
        aria-label={t('crud.import.button')}
        onChange={(event) => {
          void choose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <Button
        size="sm"
        variant="outline"
        loading={upload.isPending}
        onClick={() => input.current?.click()}
      >
        {t('crud.import.button')}
      </Button>
      {refused ? (
        <Dialog.Root
          open
          onOpenChange={(event) => (!event.open ? setRefused(null) : undefined)}
          scrollBehavior="inside"
        >
          <Portal>
            <Dialog.Backdrop />
            <Dialog.Positioner>
              <Dialog.Content mx="4">
                <Dialog.Header>
                  <Dialog.Title>{t('crud.import.refused_title')}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="2">
                    <Text>{t('crud.import.refused')}</Text>
                    <Box as="ul" ps="5">
                      {refused.fields!.map((field) => {
                        const cell = rowProblem(field.path);
                        return (
                          <Box as="li" key={field.path} fontSize="sm">
                            {cell
                              ? t('crud.import.problem', {
                                  line: formatNumber(cell.line, language),
                                  column: cell.column,
                                  message: t(field.message),
                                })
                              : t(field.message)}
                          </Box>
                        );
                      })}
                    </Box>
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button onClick={() => setRefused(null)}>{t('crud.close')}</Button>
                </Dialog.Footer>
              </Dialog.Content>
            </Dialog.Positioner>
          </Portal>
        </Dialog.Root>
      ) : null}
    </>
  );
}
