import { Alert, Button, Container, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { panelPath, type Panel } from '@domain/auth/panels';
import type { Action } from '@domain/auth/resources';
import type { RowSelectionState } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PanelPageHead } from './panel-page-head';
import { useFreshOrders } from '@/lib/live/new-order-alert';
import { ActionDialog } from './action-dialog';
import { DataTable } from './data-table';
import { ExportButtons } from './export-buttons';
import { ImportButton } from './import-button';
import { ListPagination } from './list-pagination';
import { ListToolbar } from './list-toolbar';
import { BackLink, useParentName } from './parent-breadcrumb';
import type { AnyRow, ResourceAction, ResourceDefinition } from './resource';
import { ResourceFormDialog } from './resource-form-dialog';
import { usePanelAccess } from './use-panel-access';
import { useListState } from './use-list-state';
import { useResourceList } from './use-resource-list';

interface ResourceListPageProps<Row extends AnyRow> {
  definition: ResourceDefinition<Row>;
  panel: Panel;
  /** Page heading (the panel nav label). */
  title: string;
}

/** Delete (one row) and bulk delete, as actions, when the resource has the contracts. */
function deleteActions<Row extends AnyRow>(definition: ResourceDefinition<Row>) {
  const actions: ResourceAction<Row>[] = [];
  if (definition.remove) {
    actions.push({
      id: 'delete',
      label: 'crud.delete',
      action: 'delete',
      contract: definition.remove,
      request: ([row]) => ({ params: { id: row!.id } }),
      scope: 'row',
      confirm: 'crud.delete_confirm_one',
      danger: true,
      done: 'crud.deleted',
    });
  }
  if (definition.bulkRemove) {
    actions.push({
      id: 'bulk-delete',
      label: 'crud.delete_selected',
      action: 'delete',
      contract: definition.bulkRemove,
      request: (rows) => ({ body: { ids: rows.map((row) => row.id) } }),
      scope: 'bulk',
      confirm: 'crud.delete_confirm_many',
      danger: true,
      done: 'crud.deleted',
    });
  }
  return actions;
}

/**
 * The list screen of every resource in every panel (DESIGN §7): server-side paging, sorting,
 * search and filters kept in the URL; selection with bulk actions; create and edit in a dialog;
 * buttons only for what the panel's role may do (`withinCeiling`; the server decides with `can()`).
 */
export function ResourceListPage<Row extends AnyRow>(props: ResourceListPageProps<Row>) {
  const { definition, panel, title } = props;
  const { t } = useTranslation();
  const routeParams = useParams();
  const { state, query, update } = useListState(definition);
  const fullQuery = useMemo(
    () => ({ ...query, ...definition.routeQuery?.(routeParams) }),
    [query, definition, routeParams],
  );
  const list = useResourceList(definition, fullQuery);
  const parentName = useParentName(definition.parent, routeParams.id);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [running, setRunning] = useState<{ action: ResourceAction<Row>; rows: Row[] } | null>(null);

  // The role's ceiling, and a sub-reseller's grants (on some store here, on the row's store below).
  const access = usePanelAccess(panel);
  const may = (action: Action) => access(definition.resource, action);
  const storeOf = definition.storeOf;
  const mayOnRow = (action: Action, row: Row) =>
    access(definition.resource, action, storeOf?.(row));
  // The call's own permission counts too: a credit change on `resellers` is `reseller_credit`.
  const actions = [...(definition.actions ?? []), ...deleteActions(definition)].filter(
    (action) =>
      may(action.action) &&
      access(action.contract.permission.resource, action.contract.permission.action),
  );
  const rows = list.data?.rows ?? [];
  const fresh = useFreshOrders();
  const selected = rows.filter((row) => selection[String(row.id)]);
  const bulkActions = actions.filter((action) => action.scope !== 'row');
  const form = definition.form;
  const canCreate = Boolean(form?.create) && may('create');
  const canEdit = Boolean(form?.update) && may('update');
  const newLabel = t(definition.newLabel ?? 'crud.new', { noun: t(definition.noun) });

  const rowButtons = (row: Row) => (
    <>
      {definition.rowLink?.(row) ? (
        <Button asChild size="xs" variant="ghost">
          <Link to={panelPath(panel, definition.rowLink(row)!)}>{t('crud.open')}</Link>
        </Button>
      ) : null}
      {canEdit && mayOnRow('update', row) && (form?.editable?.(row) ?? true) ? (
        <Button size="xs" variant="outline" onClick={() => setEditing(row)}>
          {t('crud.edit')}
        </Button>
      ) : null}
      {actions
        .filter(
          (action) =>
            action.scope !== 'bulk' && mayOnRow(action.action, row) && (action.when?.(row) ?? true),
        )
        .map((action) => (
          <Button
            key={action.id}
            size="xs"
            variant={action.danger ? 'ghost' : 'outline'}
            colorPalette={action.danger ? 'red' : undefined}
            onClick={() => setRunning({ action, rows: [row] })}
          >
            {t(action.label)}
          </Button>
        ))}
    </>
  );

  return (
    <Container maxW="7xl" py="6" data-panel={panel.key} data-resource={definition.resource}>
      <PanelPageHead panel={panel} title={title} />
      <Stack gap="4">
        <HStack justify="space-between" gap="3" flexWrap="wrap">
          <Stack gap="1">
            {definition.parent && routeParams.id ? (
              <BackLink
                panel={panel}
                back={definition.parent.back}
                backLabel={definition.parent.backLabel}
              />
            ) : null}
            <Heading as="h1" size="xl">
              {parentName ?? title}
            </Heading>
            {definition.description ? (
              <Text color="fg.muted" fontSize="sm">
                {t(definition.description)}
              </Text>
            ) : null}
          </Stack>
          <HStack gap="2" flexWrap="wrap">
            {definition.importFile && may('import') ? (
              <ImportButton
                resource={definition.resource}
                contract={definition.importFile.contract}
                formats={definition.importFile.formats}
              />
            ) : null}
            {definition.exportFile && may('export') ? (
              <ExportButtons
                contract={definition.exportFile.contract}
                formats={definition.exportFile.formats}
                byFormat={definition.exportFile.byFormat}
                query={fullQuery}
                fileName={definition.resource}
              />
            ) : null}
            {definition.toolbar ? <definition.toolbar panel={panel} may={may} /> : null}
            {canCreate ? (
              <Button colorPalette="brand" onClick={() => setEditing('new')}>
                {newLabel}
              </Button>
            ) : null}
          </HStack>
        </HStack>

        <ListToolbar
          state={state}
          filters={definition.filters ?? []}
          searchable={definition.searchable ?? true}
          onChange={update}
        />

        {selected.length > 0 && bulkActions.length > 0 ? (
          <HStack
            gap="2"
            p="2"
            borderRadius="md"
            bg="bg.muted"
            flexWrap="wrap"
            role="region"
            aria-label={t('crud.bulk_label')}
          >
            <Text fontSize="sm">{t('crud.selected', { count: selected.length })}</Text>
            {bulkActions
              .filter((action) => selected.every((row) => mayOnRow(action.action, row)))
              .map((action) => (
                <Button
                  key={action.id}
                  size="sm"
                  colorPalette={action.danger ? 'red' : 'brand'}
                  variant={action.danger ? 'solid' : 'outline'}
                  onClick={() => setRunning({ action, rows: selected })}
                >
                  {t(action.label)}
                </Button>
              ))}
          </HStack>
        ) : null}

        {list.isPending ? <Spinner alignSelf="center" aria-label={t('crud.loading')} /> : null}
        {list.isError ? (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{t('crud.load_failed')}</Alert.Title>
            <Button size="sm" variant="outline" ms="auto" onClick={() => void list.refetch()}>
              {t('crud.retry')}
            </Button>
          </Alert.Root>
        ) : null}
        {list.data && rows.length === 0 ? (
          <Text color="fg.muted" textAlign="center" py="10">
            {t(state.q || Object.keys(state.filters).length ? 'crud.no_match' : 'crud.empty')}
          </Text>
        ) : null}
        {rows.length > 0 ? (
          <DataTable
            rows={rows}
            columns={definition.columns}
            sort={state.sort}
            dir={state.dir}
            onSort={(column) =>
              update({
                sort: column,
                dir: state.sort === column && state.dir === 'asc' ? 'desc' : 'asc',
              })
            }
            selectable={bulkActions.length > 0}
            selection={selection}
            onSelectionChange={setSelection}
            rowActions={rowButtons}
            caption={title}
            highlighted={definition.freshOrders ? (row) => fresh.has(Number(row.id)) : undefined}
          />
        ) : null}
        {list.data ? (
          <ListPagination
            meta={list.data.meta}
            onPage={(page) => {
              setSelection({});
              update({ page });
            }}
            onPerPage={(perPage) => update({ per_page: perPage })}
          />
        ) : null}
      </Stack>

      {editing && form ? (
        <ResourceFormDialog
          definition={definition}
          form={form}
          row={editing === 'new' ? null : editing}
          routeParams={routeParams}
          role={panel.role}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {running ? (
        <ActionDialog
          definition={definition}
          action={running.action}
          rows={running.rows}
          onDone={() => {
            setRunning(null);
            setSelection({});
          }}
          onClose={() => setRunning(null)}
        />
      ) : null}
    </Container>
  );
}
