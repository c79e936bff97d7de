// Detail routes (`governorates/:id`, `packages/:id`): a link back to the list they hang off above
// the heading, and the heading names the record itself ("Cairo", "Basic") once it is loaded.
import { HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { panelPath, type Panel } from '@domain/auth/panels';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { callApi } from '@/lib/api';
import { useLanguage } from '@/lib/i18n';
import type { ListParent } from './resource';

/** The name of a record named `name_ar`/`name_en`, in the page's language (a `ListParent.name`). */
export const nameIn: ListParent['name'] = (record, language) =>
  String(language === 'ar' ? record.name_ar : record.name_en);

/** The name of the record a detail list hangs off; undefined without one or while loading. */
export function useParentName(parent: ListParent | undefined, id: string | undefined) {
  const language = useLanguage();
  const record = useQuery({
    queryKey: ['panel-parent', parent?.load.path ?? 'none', id ?? ''],
    queryFn: async ({ signal }) =>
      (await callApi(parent!.load, { params: { id } as never, signal })).data as Record<
        string,
        unknown
      >,
    enabled: Boolean(parent && id),
  });
  return parent && record.data ? parent.name(record.data, language) : undefined;
}

/** "Governorates ›": the way back to the list, above a detail page's heading. */
export function BackLink(props: { panel: Panel; back: string; backLabel: string }) {
  const { t } = useTranslation();
  return (
    <HStack gap="1" fontSize="sm" color="fg.muted">
      <ChakraLink asChild colorPalette="brand" color="colorPalette.fg">
        <Link to={panelPath(props.panel, props.back)}>{t(props.backLabel)}</Link>
      </ChakraLink>
      <Text as="span" aria-hidden>
        ›
      </Text>
    </HStack>
  );
}
