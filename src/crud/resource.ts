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
  /** Select choices loaded from the API instead of `choices` (shared cache with form fields). */
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
  | 'list';

/** Select choices read from the API (categories, governorates, stores …), cached per key. */
export interface RemoteChoices {
  /** Query key root, e.g. `choices:categories`. */
  key: string;
  load: () => Promise<Choice[]>;
}

export interface ResourceField {
  /** Body field name (snake_case, as the contract and the row name it). */
  name: string;
  /** i18n key. */
  label: string;
  kind: FieldKind;
  choices?: Choice[];
  uploadKind?: UploadKind;
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
  request: (rows: Row[], values: Record<string, unknown>) => { body?: unknown; params?: unknown };
  /** Shown on each row's menu, in the bulk bar, or both. */
  scope: 'row' | 'bulk' | 'both';
  /**
   * Fields asked for in the confirmation (a rejection reason, a target status); a function when
   * they depend on the rows (the review statuses a product may move to).
   */
  fields?: ResourceField[] | ((rows: Row[]) => ResourceField[]);
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
}

export interface ResourceDefinition<Row extends { id: number }> {
  resource: Resource;
  /** i18n key of the singular noun (dialog titles: "New category"). */
  noun: string;
  list: Contract;
  columns: ResourceColumn<Row>[];
  filters?: ResourceFilter[];
  defaultSort: { sort: string; dir: SortDirection };
  searchable?: boolean;
  /** Query fixed by the route, e.g. `categories/:id` lists the sub-categories of `id`. */
  routeQuery?: (routeParams: Record<string, string | undefined>) => Record<string, string>;
  /** Where a row opens, relative to the panel (`categories/12`); none for rows without a page. */
  rowLink?: (row: Row) => string | null;
  form?: ResourceForm<Row>;
  /** `DELETE …/:id`. */
  remove?: Contract;
  /** `POST …/bulk-delete { ids }`. */
  bulkRemove?: Contract;
  actions?: ResourceAction<Row>[];
  /** A file download of the list as filtered (`format` = csv | xlsx …), checked as `export`. */
  exportFile?: { contract: Contract; formats: readonly string[] };
  /** i18n key of a line under the title. */
  description?: string;
  /**
   * Extra buttons beside "New …" for writes that are not about rows (start a background job and
   * show its progress). It decides what to show with `may`; after a write it may invalidate
   * `queryKeys.panel(resource).all` so the list reloads.
   */
  toolbar?: ComponentType<ResourceToolbarProps>;
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
