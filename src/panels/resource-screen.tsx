import type { Panel, PanelNavItem } from '@domain/auth/panels';
import { useTranslation } from 'react-i18next';
import { ResourceListPage } from '@/crud/resource-list-page';
import type { AnyRow, ResourceDefinition } from '@/crud/resource';

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
