import type { Panel, PanelNavItem } from '@domain/auth/panels';
import { useTranslation } from 'react-i18next';
import { ResourceDetailPage } from '@/crud/resource-detail-page';
import { ResourceListPage } from '@/crud/resource-list-page';
import type { AnyRow, ResourceDefinition, SingletonForm } from '@/crud/resource';
import { SingletonFormPage } from '@/crud/singleton-form-page';

/** A panel route rendered by the resource machinery, titled by its nav entry. */
export function ResourceScreen(props: {
  panel: Panel;
  item: PanelNavItem;
  definition: ResourceDefinition<AnyRow>;
}) {
  const { t } = useTranslation();
  return (
    <ResourceListPage
      definition={props.definition}
      panel={props.panel}
      title={t(props.item.labelKey)}
    />
  );
}

/** A one-record panel page (settings), titled by its nav entry. */
export function SingletonScreen(props: { panel: Panel; item: PanelNavItem; form: SingletonForm }) {
  const { t } = useTranslation();
  return <SingletonFormPage form={props.form} panel={props.panel} title={t(props.item.labelKey)} />;
}

/** A row's own page (`orders/:id`), from the definition's `detail`. */
export function DetailScreen(props: {
  panel: Panel;
  item: PanelNavItem;
  definition: ResourceDefinition<AnyRow>;
}) {
  return <ResourceDetailPage definition={props.definition} panel={props.panel} />;
}
