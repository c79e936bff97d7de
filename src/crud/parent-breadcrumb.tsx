// The breadcrumb of a detail list route (`governorates/:id` → "Governorates › Cairo"): a link back
// to the parent list and the name of the record the rows hang off, loaded by its `GET …/:id` call.
import { Breadcrumb } from '@chakra-ui/react';
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

export function ParentBreadcrumb(props: { parent: ListParent; id: string; panel: Panel }) {
  const { parent, id, panel } = props;
  const language = useLanguage();
  const record = useQuery({
    queryKey: ['panel-parent', parent.load.path, id],
    queryFn: async ({ signal }) =>
      (await callApi(parent.load, { params: { id } as never, signal })).data as Record<
        string,
        unknown
      >,
  });
  return (
    <Crumbs
      panel={panel}
      back={parent.back}
      backLabel={parent.backLabel}
      name={record.data ? parent.name(record.data, language) : '…'}
    />
  );
}

/** "Back list › name": the link back, then the current record's name. */
export function Crumbs(props: { panel: Panel; back: string; backLabel: string; name: string }) {
  const { t } = useTranslation();
  return (
    <Breadcrumb.Root size="sm">
      <Breadcrumb.List>
        <Breadcrumb.Item>
          <Breadcrumb.Link asChild>
            <Link to={panelPath(props.panel, props.back)}>{t(props.backLabel)}</Link>
          </Breadcrumb.Link>
        </Breadcrumb.Item>
        <Breadcrumb.Separator>›</Breadcrumb.Separator>
        <Breadcrumb.Item>
          <Breadcrumb.CurrentLink>
            <bdi>{props.name}</bdi>
          </Breadcrumb.CurrentLink>
        </Breadcrumb.Item>
      </Breadcrumb.List>
    </Breadcrumb.Root>
  );
}
