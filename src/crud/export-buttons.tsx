import { Button, HStack } from '@chakra-ui/react';
import type { Contract } from '@domain/contracts/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/toaster';
import { callApi } from '@/lib/api';

interface ExportButtonsProps {
  contract: Contract;
  formats: readonly string[];
  /** Formats served by a call of their own. */
  byFormat?: Partial<Record<string, Contract>>;
  /** The list's query as filtered; paging is left out by the server. */
  query: Record<string, string | number>;
  fileName: string;
}

/** Downloads the filtered list as a file, one button per format. */
export function ExportButtons({
  contract,
  formats,
  byFormat,
  query,
  fileName,
}: ExportButtonsProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (format: string) => {
    setBusy(format);
    try {
      const { page: _page, per_page: _perPage, ...filters } = query;
      const { data } = await callApi(byFormat?.[format] ?? contract, {
        query: { ...filters, format } as never,
        responseType: 'blob',
      });
      const url = URL.createObjectURL(data);
      const link = document.createElement('a');
      link.href = url;
      link.download = `${fileName}.${format}`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      toast.show({ status: 'error', title: t('crud.export_failed') });
    } finally {
      setBusy(null);
    }
  };
  return (
    <HStack gap="2">
      {formats.map((format) => (
        <Button
          key={format}
          size="sm"
          variant="outline"
          loading={busy === format}
          onClick={() => void download(format)}
        >
          {t('crud.export', { format: format.toUpperCase() })}
        </Button>
      ))}
    </HStack>
  );
}
