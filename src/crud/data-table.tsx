import { Badge, Box, Checkbox, HStack, Stack, Table, Text } from '@chakra-ui/react';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n';
import type { AnyRow, ResourceColumn } from './resource';

interface DataTableProps<Row extends AnyRow> {
  rows: Row[];
  columns: ResourceColumn<Row>[];
  sort: string;
  dir: 'asc' | 'desc';
  onSort: (column: string) => void;
  selectable: boolean;
  selection: RowSelectionState;
  onSelectionChange: (selection: RowSelectionState) => void;
  /** Row buttons (edit, delete, actions), shown at the row's end and on its card. */
  rowActions: (row: Row) => ReactNode;
  /** i18n key of the table's accessible name. */
  caption: string;
  /** Rows to draw the eye to for a moment (an order that just arrived). */
  highlighted?: (row: Row) => boolean;
}

/** Every row fades its background, so a highlighted one eases back (at once with reduced motion). */
const ROW_MOTION = {
  transition: 'background-color 1s',
  _motionReduce: { transition: 'none' },
} as const;
/** How a highlighted row looks: the brand's tint. */
const HIGHLIGHT = { bg: 'brand.subtle' } as const;

/** The "new" mark a highlighted row carries while it is fresh. */
function FreshMark() {
  const { t } = useTranslation();
  return (
    <Badge colorPalette="brand" variant="solid" size="sm">
      {t('crud.fresh_row')}
    </Badge>
  );
}

/**
 * The one grid of every panel list (TanStack Table, server-side sort and paging). On a desk it is a
 * table; on a phone each row becomes a card with its title line and labelled lines, so nothing
 * scrolls sideways.
 */
export function DataTable<Row extends AnyRow>(props: DataTableProps<Row>) {
  const { rows, columns, selectable, selection, onSelectionChange, rowActions } = props;
  const { t } = useTranslation();
  const language = useLanguage();

  const columnDefs = useMemo<ColumnDef<Row>[]>(
    () => [
      ...(selectable
        ? [
            {
              id: '_select',
              header: ({ table }) => (
                <Checkbox.Root
                  size="sm"
                  aria-label={t('crud.select_all')}
                  checked={
                    table.getIsAllRowsSelected()
                      ? true
                      : table.getIsSomeRowsSelected()
                        ? 'indeterminate'
                        : false
                  }
                  onCheckedChange={(event) => table.toggleAllRowsSelected(event.checked === true)}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                </Checkbox.Root>
              ),
              cell: ({ row }) => (
                <Checkbox.Root
                  size="sm"
                  aria-label={t('crud.select_row', { id: row.original.id })}
                  checked={row.getIsSelected()}
                  onCheckedChange={(event) => row.toggleSelected(event.checked === true)}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                </Checkbox.Root>
              ),
            } satisfies ColumnDef<Row>,
          ]
        : []),
      ...columns.map((column): ColumnDef<Row> => ({
        id: column.id,
        header: () => t(column.header),
        cell: ({ row }) => column.cell(row.original, { language, t }),
      })),
    ],
    [columns, selectable, language, t],
  );

  const table = useReactTable({
    data: rows,
    columns: columnDefs,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(row.id),
    manualPagination: true,
    manualSorting: true,
    enableRowSelection: selectable,
    state: { rowSelection: selection },
    onRowSelectionChange: (updater) =>
      onSelectionChange(typeof updater === 'function' ? updater(selection) : updater),
  });

  const byId = new Map(columns.map((column) => [column.id, column]));
  const titleColumn = columns.find((column) => column.card === 'title') ?? columns[0];

  return (
    <>
      <Box display={{ base: 'none', md: 'block' }} overflowX="auto">
        <Table.Root size="sm" interactive aria-label={t(props.caption)}>
          <Table.Header>
            {table.getHeaderGroups().map((group) => (
              <Table.Row key={group.id}>
                {group.headers.map((header) => {
                  const column = byId.get(header.column.id);
                  const sorted = props.sort === header.column.id;
                  return (
                    <Table.ColumnHeader
                      key={header.id}
                      textAlign={column?.numeric ? 'end' : 'start'}
                      aria-sort={
                        sorted ? (props.dir === 'asc' ? 'ascending' : 'descending') : undefined
                      }
                    >
                      {column?.sortable ? (
                        <SortButton
                          label={t(column.header)}
                          state={sorted ? props.dir : null}
                          onClick={() => props.onSort(column.id)}
                        />
                      ) : (
                        flexRender(header.column.columnDef.header, header.getContext())
                      )}
                    </Table.ColumnHeader>
                  );
                })}
                <Table.ColumnHeader textAlign="end">{t('crud.actions')}</Table.ColumnHeader>
              </Table.Row>
            ))}
          </Table.Header>
          <Table.Body>
            {table.getRowModel().rows.map((row) => (
              <Table.Row
                key={row.id}
                data-selected={row.getIsSelected() || undefined}
                data-fresh={props.highlighted?.(row.original) || undefined}
                {...ROW_MOTION}
                {...(props.highlighted?.(row.original) ? HIGHLIGHT : {})}
              >
                {row.getVisibleCells().map((cell) => (
                  <Table.Cell
                    key={cell.id}
                    textAlign={byId.get(cell.column.id)?.numeric ? 'end' : 'start'}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </Table.Cell>
                ))}
                <Table.Cell textAlign="end">
                  <HStack justify="end" gap="1">
                    {props.highlighted?.(row.original) ? <FreshMark /> : null}
                    {rowActions(row.original)}
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>

      <Stack display={{ base: 'flex', md: 'none' }} gap="3" as="ul" aria-label={t(props.caption)}>
        {table.getRowModel().rows.map((row) => (
          <Box
            as="li"
            key={row.id}
            listStyleType="none"
            borderWidth="1px"
            borderRadius="lg"
            bg="bg.panel"
            p="3"
            data-fresh={props.highlighted?.(row.original) || undefined}
            {...ROW_MOTION}
            {...(props.highlighted?.(row.original) ? HIGHLIGHT : {})}
          >
            <HStack align="start" gap="3">
              {selectable ? (
                <Checkbox.Root
                  size="sm"
                  mt="1"
                  aria-label={t('crud.select_row', { id: row.original.id })}
                  checked={row.getIsSelected()}
                  onCheckedChange={(event) => row.toggleSelected(event.checked === true)}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                </Checkbox.Root>
              ) : null}
              <Stack gap="1" flex="1" minW="0">
                <HStack justify="space-between" gap="2">
                  <Text fontWeight="semibold">
                    {titleColumn ? titleColumn.cell(row.original, { language, t }) : null}
                  </Text>
                  {props.highlighted?.(row.original) ? <FreshMark /> : null}
                </HStack>
                {columns
                  .filter((column) => column !== titleColumn && column.card !== 'hidden')
                  .map((column) => (
                    <HStack key={column.id} gap="2" fontSize="sm" justify="space-between">
                      <Text color="fg.muted">{t(column.header)}</Text>
                      <Box textAlign="end" minW="0">
                        {column.cell(row.original, { language, t })}
                      </Box>
                    </HStack>
                  ))}
                <HStack gap="1" justify="end" flexWrap="wrap" pt="1">
                  {rowActions(row.original)}
                </HStack>
              </Stack>
            </HStack>
          </Box>
        ))}
      </Stack>
    </>
  );
}

function SortButton(props: { label: string; state: 'asc' | 'desc' | null; onClick: () => void }) {
  const arrow = props.state === 'asc' ? '▲' : props.state === 'desc' ? '▼' : '↕';
  return (
    <Box
      as="button"
      onClick={props.onClick}
      display="inline-flex"
      gap="1"
      alignItems="center"
      fontWeight="semibold"
      cursor="pointer"
    >
      {props.label}
      <Box as="span" aria-hidden fontSize="xs" color={props.state ? 'fg' : 'fg.muted'}>
        {arrow}
      </Box>
    </Box>
  );
}
