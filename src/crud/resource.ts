// A back-office resource declared once, as data (DESIGN §7): the generic screens of src/crud render
// it in every panel that lists it, narrowed by the permission matrix. Features declare resources
// (`src/features/<domain>/<x>.resource.tsx`); src/panels maps nav entries to them.
import type { Action, Resource } from '@domain/auth/resources';
import type { Contract } from '@domain/contracts/contract';
import type { UploadKind } from '@domain/contracts/panel/uploads.contract';
import type { SortDirection } from '@domain/contracts/panel/panel-list';
import type { Language } from '@domain/status/statuses';
import type { TFunction } from 'i18next';
import type { Panel } from '@domain/auth/panels';
import type { ComponentType, ReactNode } from 'react';
import type { z } from 'zod';

/** What a cell renderer may need besides its row. */
export interface CellContext {
  language: Language;
  t: TFunction;
}

export interface ResourceColumn<Row> {
  /** Stable id; the `sort` value sent to the API when `sortable`. */
  id: string;
  /** i18n key of the header. */
  header: string;
  cell: (row: Row, context: CellContext) => ReactNode;
  sortable?: boolean;
  /** On a phone the table becomes cards: the title line, a labelled line, or left out. */
  card?: 'title' | 'line' | 'hidden';
  /** Numbers and money align to the end of the cell. */
  numeric?: boolean;
  /**
   * How readily the desk table drops this column when the table is wider than the screen: 1 (the
   * default) never, 2 and 3 before it, 3 first. The card title and the phone's cards keep it.
   */
  priority?: 1 | 2 | 3;
}

export interface Choice {
  value: string;
  /** i18n key, or a plain label when `plain` is set (names loaded from the API). */
  label: string;
  plain?: boolean;
}

export interface ResourceFilter {
  /** Query parameter name, as the list contract declares it. */
  name: string;
  /** i18n key. */
  label: string;
  /** Choices, `boolean` (yes/no) or `date`. */
  kind: 'select' | 'boolean' | 'date';
  choices?: Choice[];
  /** Select choices loaded from the API (categories, governorates) instead of `choices`. */
  remoteChoices?: RemoteChoices;
}

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'number'
  | 'switch'
  | 'select'
  | 'image'
  | 'color'
  | 'date'
  /** A repeated group of `itemFields` (package features, ad slots, wizard steps). */
  | 'list'
  /**
   * Several of `choices` (or `remoteChoices`) as checkboxes; the value is an array of the chosen
   * values (numbers when they are digits, like `select`).
   */
  | 'multiselect';

/** Select choices read from the API (categories, governorates, stores …), cached per key. */
export interface RemoteChoices {
  /** Query key root, e.g. `choices:categories`. */
  key: string;
  /**
   * `parent` is the value of the `dependsOn` field (a main category for its sub-categories), or
   * the list of their values when it names several.
   */
  load: (parent?: unknown) => Promise<Choice[]>;
  /**
   * Form fields only: the field (or fields) these choices depend on; the select stays empty
   * until the first has a value and reloads when any of them changes.
   */
  dependsOn?: string | string[];
}

export interface ResourceField {
  /** Body field name (snake_case, as the contract and the row name it). */
  name: string;
  /** i18n key. */
  label: string;
  kind: FieldKind;
  choices?: Choice[];
  uploadKind?: UploadKind;
  /** `image` fields: their own upload call instead of the panel's `uploads/images?kind=`. */
  uploadContract?: Contract;
  /** `text` fields: the input's type (a password is hidden, an email or phone gets its keyboard). */
  inputType?: 'password' | 'email' | 'tel';
  /** Arabic fields are typed right-to-left, English ones left-to-right, whatever the page is. */
  dir?: 'rtl' | 'ltr';
  /** Two columns wide on a desk (descriptions, images). */
  wide?: boolean;
  required?: boolean;
  /** Numbers: `0.01` for money. */
  step?: number;
  /** Select choices loaded from the API instead of `choices`. */
  remoteChoices?: RemoteChoices;
  /** `list` fields: the fields of one item, a new item's values and the most items allowed. */
  itemFields?: ResourceField[];
  newItem?: () => Record<string, unknown>;
  maxItems?: number;
  /**
   * Shown (and sent) only in panels whose role may do this (`withinCeiling`), e.g. the admin's
   * "whose sub-reseller" choice that a reseller never sees. Showing is not authorising.
   */
  ceiling?: { resource: Resource; action: Action };
}

/** A write on one or several rows beyond create/edit/delete (review, status, archive …). */
export interface ResourceAction<Row> {
  id: string;
  /** i18n key of the button. */
  label: string;
  /** Checked with the matrix (`withinCeiling`) before the button shows; the server decides. */
  action: Action;
  contract: Contract;
  /** The call for the chosen rows and the values typed in `fields`. */
  request: (
    rows: Row[],
    values: Record<string, unknown>,
  ) => { body?: unknown; params?: unknown; query?: unknown };
  /** Shown on each row's menu, in the bulk bar, or both. */
  scope: 'row' | 'bulk' | 'both';
  /**
   * Fields asked for in the confirmation (a rejection reason, a target status); a function when
   * they depend on the rows (the review statuses a product may move to).
   */
  fields?: ResourceField[] | ((rows: Row[]) => ResourceField[]);
  /** Starting values of `fields` (a choice preselected). */
  defaults?: (rows: Row[]) => Record<string, unknown>;
  /**
   * Validates the typed values before `request` turns them into the body (an amount typed as text);
   * by default only `required` fields are checked.
   */
  schema?: z.ZodType;
  /** i18n key of the confirmation text; actions without one run at once. */
  confirm?: string;
  danger?: boolean;
  /** Hides the row button for rows it cannot apply to. */
  when?: (row: Row) => boolean;
  /** i18n key of the success toast. */
  done: string;
}

export interface ResourceForm<Row> {
  create?: Contract;
  update?: Contract;
  /** The body schema of the contracts: the form validates with it before sending. */
  schema: z.ZodType;
  fields: ResourceField[];
  /** Values of a new record; the route params fill fixed parents (`categories/:id`). */
  defaults: (routeParams: Record<string, string | undefined>) => Record<string, unknown>;
  /** The form values of an existing row; by default the row's fields of the same names. */
  fromRow?: (row: Row) => Record<string, unknown>;
  /** Loads the form values of an existing row when the list row lacks fields (descriptions, images). */
  load?: (row: Row) => Promise<Record<string, unknown>>;
  /**
   * Editing asks for less than creating (a moderator's permissions, not its password): the update
   * body schema and its fields. Without it, edit uses `schema` and `fields` too.
   */
  edit?: { schema: z.ZodType; fields: ResourceField[] };
  /**
   * Whether this row's edit button shows, beyond the role's ceiling (a sub-reseller without
   * store management of the row's store); the server decides anyway.
   */
  editable?: (row: Row) => boolean;
}

/**
 * A row's own read-only page (`orders/:id`): the record loaded with `load` (`GET …/:id`, a superset
 * of the list row, so the row's actions apply to it), its heading, and sections of labelled
 * content. The list's row actions show under the heading, as on the row.
 */
export interface ResourceDetail<Row> {
  load: Contract;
  /** The page's heading, e.g. "Order #12". */
  title: (record: Row, context: CellContext) => string;
  /** A line under the heading (a status badge, a date). */
  subtitle?: (record: Row, context: CellContext) => ReactNode;
  sections: {
    id: string;
    /** i18n key of the section's heading. */
    title: string;
    render: (record: Row, context: CellContext) => ReactNode;
  }[];
  /** i18n key of the way back to the list (its nav label). */
  backLabel: string;
  /** Panel-relative path of the list. */
  back: string;
}

export interface ResourceDefinition<Row extends { id: number }, Detail extends Row = Row> {
  resource: Resource;
  /** i18n key of the singular noun (dialog titles: "Edit category"). */
  noun: string;
  /**
   * i18n key of "New <noun>" when the generic `crud.new` does not fit the noun (Arabic adjectives
   * agree with the noun's gender: «تصنيف جديد» but «رسالة جديدة»).
   */
  newLabel?: string;
  list: Contract;
  /** Rows are orders: one placed moments ago (live event stream) is highlighted for a moment. */
  freshOrders?: boolean;
  columns: ResourceColumn<Row>[];
  filters?: ResourceFilter[];
  defaultSort: { sort: string; dir: SortDirection };
  searchable?: boolean;
  /** Query fixed by the route, e.g. `categories/:id` lists the sub-categories of `id`. */
  routeQuery?: (routeParams: Record<string, string | undefined>) => Record<string, string>;
  /** Where a row opens, relative to the panel (`categories/12`); none for rows without a page. */
  rowLink?: (row: Row) => string | null;
  /**
   * The store a row belongs to (a product's `store_id`, a store's own `id`): a sub-reseller's
   * edit and row buttons show only where that store's grants allow the action (`canOnStore`).
   * Undefined for a row of no store (the marketplace's own delivery table).
   */
  storeOf?: (row: Row) => number | undefined;
  /** The page `rowLink` opens, when it is the row's own record (not another list). */
  detail?: ResourceDetail<Detail>;
  form?: ResourceForm<Row>;
  /** `DELETE …/:id`. */
  remove?: Contract;
  /** `POST …/bulk-delete { ids }`. */
  bulkRemove?: Contract;
  actions?: ResourceAction<Row>[];
  /**
   * A file upload that creates or updates rows (`format` = csv | xlsx), checked as `import`; a
   * refused file's problems (`rows.<line>.<column>`) are listed line by line.
   */
  importFile?: { contract: Contract; formats: readonly string[] };
  /**
   * A file download of the list as filtered (`format` = csv | xlsx …), checked as `export`; a
   * format served by a call of its own (`orders/export-file`) names it in `byFormat`.
   */
  exportFile?: {
    contract: Contract;
    formats: readonly string[];
    byFormat?: Partial<Record<string, Contract>>;
  };
  /** i18n key of a line under the title. */
  description?: string;
  /**
   * Detail routes (`governorates/:id`): the record the list hangs off, loaded with `load`
   * (`GET …/:id`); its name is the page's heading, under a link back to `back` (panel-relative
   * path, labelled with the i18n key `backLabel`).
   */
  parent?: ListParent;
  /**
   * Extra buttons beside "New …" for writes that are not about rows (start a background job and
   * show its progress). It decides what to show with `may`; after a write it may invalidate
   * `queryKeys.panel(resource).all` so the list reloads.
   */
  toolbar?: ComponentType<ResourceToolbarProps>;
}

export interface ListParent {
  load: Contract;
  name: (record: Record<string, unknown>, language: Language) => string;
  back: string;
  backLabel: string;
}

export interface ResourceToolbarProps {
  panel: Panel;
  /** `withinCeiling` for this resource in this panel. */
  may: (action: Action) => boolean;
}

/** Rows are plain objects with an id. */
export type AnyRow = { id: number } & Record<string, unknown>;

/**
 * A page that edits one record that always exists (a settings page): loaded with `load`, saved
 * with `save`, validated with the `save` body schema.
 */
export interface SingletonForm {
  resource: Resource;
  load: Contract;
  /** Query of the load call (`{ page: 'manage_SEO' }`). */
  loadQuery?: Record<string, string>;
  /**
   * Path params of the load and save calls from the route's (`packages/:id` → `{ id }`): a detail
   * page that edits one row of a resource in place.
   */
  params?: (routeParams: Record<string, string | undefined>) => Record<string, string>;
  /** Such a detail page's heading (the record's name) and its link back to the list. */
  breadcrumb?: Omit<ListParent, 'load'>;
  save: Contract;
  schema: z.ZodType;
  fields: ResourceField[];
  /** The form values from the loaded data (default: the data as is). */
  fromData?: (data: unknown) => Record<string, unknown>;
  /** The body from the form values (default: the values as they are). */
  toBody?: (values: Record<string, unknown>) => unknown;
  /** i18n key of a line under the title. */
  description?: string;
}
