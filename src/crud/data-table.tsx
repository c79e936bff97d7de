import { Badge, Box, Checkbox, HStack, Stack, Table, Text } from '@chakra-ui/react';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type Row as TableRow,
  type RowSelectionState,
  type Table as TableModel,
} from '@tanstack/react-table';
import type { ReactNode, RefObject } from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n';
import type { AnyRow, ResourceColumn } from './resource';
import { useColumnsThatFit } from './use-columns-that-fit';

/** The id of the selection checkboxes' column (never one of a resource's). */
const SELECT_COLUMN = '_select';

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

/** The checkbox that selects a row, on the desk row and on the phone card. */
function RowCheckbox<Row extends AnyRow>({ row }: { row: TableRow<Row> }) {
  const { t } = useTranslation();
  return (
    <Checkbox.Root
      size="sm"
      aria-label={t('crud.select_row', { id: row.original.id })}
      checked={row.getIsSelected()}
      onCheckedChange={(event) => row.toggleSelected(event.checked === true)}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}

/** The header checkbox that selects every row of the page. */
function SelectAllCheckbox<Row extends AnyRow>({ table }: { table: TableModel<Row> }) {
  const { t } = useTranslation();
  return (
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
  );
}

/**
 * A row's buttons, named as one group on the desk row and on the phone card. They wrap: on the
 * desk within 17rem (two short lines rather than a column wider than the rest of the row).
 */
function RowActions(props: { children: ReactNode; maxW?: string }) {
  const { t } = useTranslation();
  return (
    <HStack
      gap="1"
      justify="end"
      flexWrap="wrap"
      maxW={props.maxW}
      marginInlineStart="auto"
      role="group"
      aria-label={t('crud.actions')}
    >
      {props.children}
    </HStack>
  );
}

/**
 * The one grid of every panel list (TanStack Table, server-side sort and paging). On a desk it is a
 * table that fits its box: low-priority columns give way and long texts are cut short, so the row
 * buttons at its end are on screen; on a phone each row becomes a card with its title line and
 * labelled lines. Nothing scrolls sideways.
 */
export function DataTable<Row extends AnyRow>(props: DataTableProps<Row>) {
  const { rows, columns, selectable, selection, onSelectionChange } = props;
  const { t } = useTranslation();
  const language = useLanguage();
  const contentKey = useMemo(() => ({ rows, language }), [rows, language]);
  const { boxRef, hiddenIds } = useColumnsThatFit(columns, contentKey);

  const columnDefs = useMemo<ColumnDef<Row>[]>(
    () => [
      ...(selectable
        ? [
            {
              id: SELECT_COLUMN,
              header: ({ table }) => <SelectAllCheckbox table={table} />,
              cell: ({ row }) => <RowCheckbox row={row} />,
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
    state: {
      rowSelection: selection,
      columnVisibility: Object.fromEntries([...hiddenIds].map((id) => [id, false])),
    },
    onRowSelectionChange: (updater) =>
      onSelectionChange(typeof updater === 'function' ? updater(selection) : updater),
  });

  return (
    <>
      <DeskTable {...props} table={table} boxRef={boxRef} />
      <PhoneCards {...props} table={table} />
    </>
  );
}

interface PartProps<Row extends AnyRow> extends DataTableProps<Row> {
  table: TableModel<Row>;
}

/** The actions column stays at the row's inline end (right in English, left in Arabic). */
const STICKY_END = {
  position: 'sticky',
  insetInlineEnd: '0',
  bg: 'inherit',
  zIndex: 1,
  boxShadow: '-1px 0 0 var(--chakra-colors-border)',
  _rtl: { boxShadow: '1px 0 0 var(--chakra-colors-border)' },
} as const;

/**
 * A cell cut to one line of at most 16rem; a cut text shows whole as the cell's tooltip (`title`,
 * set when the pointer comes over it, from what the cell actually shows).
 */
function FitCell(props: { numeric?: boolean; children: ReactNode }) {
  return (
    <Table.Cell textAlign={props.numeric ? 'end' : 'start'}>
      <Box
        maxW="16rem"
        overflow="hidden"
        textOverflow="ellipsis"
        whiteSpace="nowrap"
        onPointerEnter={(event) => {
          const box = event.currentTarget;
          const cut = box.scrollWidth > box.clientWidth;
          box.title = cut ? (box.textContent ?? '') : '';
        }}
      >
        {props.children}
      </Box>
    </Table.Cell>
  );
}

/** The desk table: headers with sort buttons, one line per row, the row buttons at its end. */
function DeskTable<Row extends AnyRow>(
  props: PartProps<Row> & { boxRef: RefObject<HTMLDivElement | null> },
) {
  const { table } = props;
  const { t } = useTranslation();
  const byId = new Map(props.columns.map((column) => [column.id, column]));
  return (
    <Box ref={props.boxRef} display={{ base: 'none', md: 'block' }} overflowX="auto">
      <Table.Root size="sm" interactive aria-label={t(props.caption)}>
        <Table.Header>
          {table.getHeaderGroups().map((group) => (
            <Table.Row key={group.id}>
              {group.headers.map((header) => (
                <HeaderCell
                  key={header.id}
                  column={byId.get(header.column.id)}
                  fallback={flexRender(header.column.columnDef.header, header.getContext())}
                  sort={props.sort}
                  dir={props.dir}
                  onSort={props.onSort}
                />
              ))}
              <Table.ColumnHeader textAlign="end" {...STICKY_END}>
                {t('crud.actions')}
              </Table.ColumnHeader>
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
              {row.getVisibleCells().map((cell) =>
                cell.column.id === SELECT_COLUMN ? (
                  <Table.Cell key={cell.id}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </Table.Cell>
                ) : (
                  <FitCell key={cell.id} numeric={byId.get(cell.column.id)?.numeric}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </FitCell>
                ),
              )}
              <Table.Cell textAlign="end" {...STICKY_END}>
                <RowActions maxW="17rem">
                  {props.highlighted?.(row.original) ? <FreshMark /> : null}
                  {props.rowActions(row.original)}
                </RowActions>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

/** A column's header: its sort button when sortable, its label otherwise. */
function HeaderCell<Row extends AnyRow>(props: {
  column: ResourceColumn<Row> | undefined;
  fallback: ReactNode;
  sort: string;
  dir: 'asc' | 'desc';
  onSort: (column: string) => void;
}) {
  const { column } = props;
  const { t } = useTranslation();
  const sorted = column !== undefined && props.sort === column.id;
  return (
    <Table.ColumnHeader
      textAlign={column?.numeric ? 'end' : 'start'}
      whiteSpace="nowrap"
      aria-sort={sorted ? (props.dir === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      {column?.sortable ? (
        <SortButton
          label={t(column.header)}
          state={sorted ? props.dir : null}
          onClick={() => props.onSort(column.id)}
        />
      ) : (
        props.fallback
      )}
    </Table.ColumnHeader>
  );
}

/** The phone's cards: the title line with the row buttons under it, then labelled lines. */
function PhoneCards<Row extends AnyRow>(props: PartProps<Row>) {
  const { columns } = props;
  const { t } = useTranslation();
  const language = useLanguage();
  const titleColumn = columns.find((column) => column.card === 'title') ?? columns[0];
  return (
    <Stack display={{ base: 'flex', md: 'none' }} gap="3" as="ul" aria-label={t(props.caption)}>
      {props.table.getRowModel().rows.map((row) => (
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
            {props.selectable ? <RowCheckbox row={row} /> : null}
            <Stack gap="1" flex="1" minW="0">
              <HStack justify="space-between" gap="2">
                <Text fontWeight="semibold" minW="0">
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
              <Box pt="1">
                <RowActions>{props.rowActions(row.original)}</RowActions>
              </Box>
            </Stack>
          </HStack>
        </Box>
      ))}
    </Stack>
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
