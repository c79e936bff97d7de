// People in the panels (spec §2 `roles/*` and the reseller's `sub_resellers`): one declaration per
// resource, shared by every panel that lists it; buttons follow the panel's ceiling, the server
// decides with `can()` and the actor's scope (docs/decisions/0037-people-in-the-panels.md).
import { Badge, chakra, HStack } from '@chakra-ui/react';
import { MODERATOR_GRANTS } from '@domain/auth/permissions';
import type { Contract } from '@domain/contracts/contract';
import { localeOf } from '@domain/format';
import {
  adminStatusContract,
  createAdminContract,
  createModeratorContract,
  createSubResellerContract,
  forceDeleteUserContract,
  moderatorStatusContract,
  moderatorUpdateBodySchema,
  newAdminBodySchema,
  newModeratorBodySchema,
  newSubResellerBodySchema,
  panelAdminsContract,
  panelModeratorsContract,
  panelResellersContract,
  panelSubResellersContract,
  panelUsersContract,
  resellerCreditContract,
  resellerStatusContract,
  subResellerStatusContract,
  subResellerUpdateBodySchema,
  updateModeratorContract,
  updateSubResellerContract,
  userStatusContract,
  USER_ROLES,
  verifyUserContract,
  type PanelAccount,
  type PanelModerator,
  type PanelReseller,
  type PanelSubReseller,
  type VerifyUserBody,
} from '@domain/contracts/panel/people.contract';
import { panelStoresContract, type PanelStore } from '@domain/contracts/panel/stores.contract';
import { ACTIVITY_STATUSES, LANGUAGES } from '@domain/status/statuses';
import { V } from '@domain/validation/keys';
import { z } from 'zod';
import { AddressText } from '@/components/ltr-text';
import { CodeCell, DateCell, MoneyCell, NumberCell, YesNoCell } from '@/crud/cells';
import type {
  ResourceAction,
  ResourceColumn,
  ResourceDefinition,
  ResourceField,
  ResourceFilter,
} from '@/crud/resource';
import { callApi } from '@/lib/api';
import { parsePiastres } from './piastres';

const L = 'back_office_people';

// ---- columns ----------------------------------------------------------------------------------

/** An email or phone, left-to-right, a phone in the language's digits; a dash when there is none. */
function Address({ value }: { value: string | null }) {
  return value ? <AddressText address={value} whiteSpace="nowrap" /> : <>—</>;
}

function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <Badge colorPalette={status === 'active' ? 'green' : 'red'} variant="subtle">
      {label}
    </Badge>
  );
}

/** The columns of every account list; `extra` columns go before the status. */
function accountColumns<Row extends PanelAccount>(
  extra: ResourceColumn<Row>[] = [],
): ResourceColumn<Row>[] {
  return [
    {
      id: 'username',
      header: `${L}.fields.username`,
      cell: (row) => <CodeCell value={row.username} />,
      sortable: true,
      card: 'title',
    },
    {
      id: 'first_name',
      priority: 2,
      header: `${L}.fields.name`,
      // Names are Arabic or English whatever the page is: each keeps its own direction.
      cell: (row) => <bdi>{`${row.first_name} ${row.last_name}`.trim()}</bdi>,
      sortable: true,
    },
    {
      id: 'email',
      priority: 2,
      header: `${L}.fields.email`,
      cell: (row) => <Address value={row.email} />,
    },
    {
      id: 'phone',
      priority: 2,
      header: `${L}.fields.phone`,
      cell: (row) => <Address value={row.phone} />,
    },
    ...extra,
    {
      id: 'status',
      header: `${L}.fields.status`,
      cell: (row, { t }) => (
        <StatusBadge status={row.status} label={t(`${L}.status.${row.status}`)} />
      ),
    },
    {
      id: 'verified',
      priority: 2,
      header: `${L}.fields.verified`,
      cell: (row, { t }) => <YesNoCell value={row.verified} t={t} />,
    },
    {
      id: 'last_login_at',
      priority: 3,
      header: `${L}.fields.last_login_at`,
      cell: (row, { language, t }) =>
        row.last_login_at ? (
          <DateCell value={row.last_login_at} language={language} />
        ) : (
          t(`${L}.never`)
        ),
      sortable: true,
    },
    {
      id: 'created_at',
      priority: 3,
      header: `${L}.fields.created_at`,
      cell: (row, { language }) => <DateCell value={row.created_at} language={language} />,
      sortable: true,
      card: 'hidden',
    },
  ];
}

/** Store management / chat, as small badges. */
function grantsColumn<Row extends { permissions: string[] }>(): ResourceColumn<Row> {
  return {
    id: 'permissions',
    priority: 2,
    header: `${L}.fields.permissions`,
    cell: (row, { t }) => (
      <HStack gap="1" flexWrap="wrap">
        {row.permissions.map((grant) => (
          <Badge key={grant} variant="outline">
            {t(`${L}.grants.${grant}`)}
          </Badge>
        ))}
      </HStack>
    ),
  };
}

// ---- filters ----------------------------------------------------------------------------------

const statusFilter: ResourceFilter = {
  name: 'status',
  label: `${L}.fields.status`,
  kind: 'select',
  choices: ACTIVITY_STATUSES.map((status) => ({ value: status, label: `${L}.status.${status}` })),
};
const verifiedFilter: ResourceFilter = {
  name: 'verified',
  label: `${L}.fields.verified`,
  kind: 'boolean',
};

// ---- forms ------------------------------------------------------------------------------------

/** What every new account is made of (the contract's `newAccountFields`). */
const accountFields: ResourceField[] = [
  { name: 'first_name', label: `${L}.fields.first_name`, kind: 'text', required: true },
  { name: 'last_name', label: `${L}.fields.last_name`, kind: 'text' },
  { name: 'username', label: `${L}.fields.username`, kind: 'text', dir: 'ltr', required: true },
  {
    name: 'email',
    label: `${L}.fields.email`,
    kind: 'text',
    inputType: 'email',
    required: true,
  },
  { name: 'phone', label: `${L}.fields.phone`, kind: 'text', inputType: 'tel', required: true },
  {
    name: 'language',
    label: `${L}.fields.language`,
    kind: 'select',
    choices: LANGUAGES.map((language) => ({
      value: language,
      label: `${L}.languages.${language}`,
    })),
    required: true,
  },
  {
    name: 'password',
    label: `${L}.fields.password`,
    kind: 'text',
    inputType: 'password',
    required: true,
  },
  {
    name: 'password_confirmation',
    label: `${L}.fields.password_confirmation`,
    kind: 'text',
    inputType: 'password',
    required: true,
  },
];

const newAccount = () => ({
  first_name: '',
  last_name: '',
  username: '',
  email: '',
  phone: '',
  language: 'ar',
  password: '',
  password_confirmation: '',
});

/** Spec §5: store management and/or chat, at least one (the server names `permissions`). */
const grantsField: ResourceField = {
  name: 'permissions',
  label: `${L}.fields.permissions`,
  kind: 'multiselect',
  choices: MODERATOR_GRANTS.map((grant) => ({ value: grant, label: `${L}.grants.${grant}` })),
  required: true,
  wide: true,
};

/** The stores in the viewer's scope (a reseller: its own), unarchived; the server checks owners. */
const storesField: ResourceField = {
  name: 'store_ids',
  label: `${L}.fields.stores`,
  kind: 'multiselect',
  wide: true,
  remoteChoices: {
    key: 'people:stores',
    load: async () => {
      const { data } = await callApi(panelStoresContract, {
        query: { per_page: 100, archived: 'false', sort: 'name', dir: 'asc' },
      });
      return (data as PanelStore[]).map((store) => ({
        value: String(store.id),
        label: store.owner_username ? `${store.name} (@${store.owner_username})` : store.name,
        plain: true,
      }));
    },
  },
};

/** Whose sub-reseller: only panels that list resellers (the admin) choose; a reseller is itself. */
const resellerField: ResourceField = {
  name: 'reseller_id',
  label: `${L}.fields.reseller`,
  kind: 'select',
  required: true,
  ceiling: { resource: 'resellers', action: 'list' },
  remoteChoices: {
    key: 'people:resellers',
    load: async () => {
      const { data } = await callApi(panelResellersContract, {
        query: { per_page: 100, status: 'active', sort: 'username', dir: 'asc' },
      });
      return (data as PanelReseller[]).map((reseller) => ({
        value: String(reseller.id),
        label: `@${reseller.username}`,
        plain: true,
      }));
    },
  },
};

// ---- actions ----------------------------------------------------------------------------------

/** Suspend (ends every session at once) and activate, each shown on the rows it applies to. */
function statusActions<Row extends PanelAccount>(contract: Contract): ResourceAction<Row>[] {
  return [
    {
      id: 'suspend',
      label: `${L}.actions.suspend`,
      action: 'update',
      contract,
      request: ([row]) => ({ params: { id: row!.id }, body: { status: 'suspended' } }),
      scope: 'row',
      confirm: `${L}.actions.suspend_confirm`,
      danger: true,
      when: (row) => row.status === 'active',
      done: `${L}.actions.suspended`,
    },
    {
      id: 'activate',
      label: `${L}.actions.activate`,
      action: 'update',
      contract,
      request: ([row]) => ({ params: { id: row!.id }, body: { status: 'active' } }),
      scope: 'row',
      confirm: `${L}.actions.activate_confirm`,
      when: (row) => row.status === 'suspended',
      done: `${L}.actions.activated`,
    },
  ];
}

/** The addresses of an account that exist and are not verified yet. */
function unverifiedChannels(row: PanelAccount): VerifyUserBody['channels'] {
  const channels: VerifyUserBody['channels'] = [];
  if (row.email && !row.email_verified_at) channels.push('email');
  if (row.phone && !row.phone_verified_at) channels.push('phone');
  return channels;
}

const userActions: ResourceAction<PanelAccount>[] = [
  ...statusActions<PanelAccount>(userStatusContract),
  {
    id: 'verify',
    label: `${L}.actions.verify`,
    action: 'update',
    contract: verifyUserContract,
    request: ([row], values) => ({ body: { id: row!.id, channels: values.channels } }),
    scope: 'row',
    fields: ([row]) => [
      {
        name: 'channels',
        label: `${L}.actions.channels`,
        kind: 'multiselect',
        required: true,
        choices: unverifiedChannels(row!).map((channel) => ({
          value: channel,
          label: `${L}.fields.${channel}`,
        })),
      },
    ],
    defaults: ([row]) => ({ channels: unverifiedChannels(row!) }),
    when: (row) => unverifiedChannels(row).length > 0,
    done: `${L}.actions.verified`,
  },
  {
    id: 'force-delete',
    label: `${L}.actions.force_delete`,
    action: 'delete',
    contract: forceDeleteUserContract,
    request: ([row]) => ({ query: { id: row!.id } }),
    scope: 'row',
    confirm: `${L}.actions.force_delete_confirm`,
    danger: true,
    done: `${L}.actions.force_deleted`,
  },
];

/**
 * Set or add to a reseller's credit: the amount is typed in pounds and sent as whole piastres
 * (`parsePiastres`, no float); `set` takes no negative amount (the server checks the result too).
 */
const creditSchema = z
  .object({
    mode: z.enum(['set', 'add'], { error: V.required }),
    amount: z
      .string({ error: V.required })
      .trim()
      .min(1, { error: V.required })
      .refine((text) => parsePiastres(text) !== null, { error: V.number.money }),
  })
  .refine((values) => values.mode !== 'set' || (parsePiastres(values.amount) ?? 0) >= 0, {
    error: V.number.not_negative,
    path: ['amount'],
  });

const creditAction: ResourceAction<PanelReseller> = {
  id: 'credit',
  label: `${L}.actions.credit`,
  action: 'update',
  contract: resellerCreditContract,
  request: ([row], values) => ({
    body: {
      reseller_id: row!.id,
      mode: values.mode,
      amount_piastres: parsePiastres(String(values.amount)),
    },
  }),
  scope: 'row',
  schema: creditSchema,
  defaults: () => ({ mode: 'add', amount: '' }),
  fields: [
    {
      name: 'mode',
      label: `${L}.actions.credit_mode`,
      kind: 'select',
      required: true,
      choices: [
        { value: 'add', label: `${L}.actions.credit_modes.add` },
        { value: 'set', label: `${L}.actions.credit_modes.set` },
      ],
    },
    {
      name: 'amount',
      label: `${L}.actions.credit_amount`,
      kind: 'text',
      dir: 'ltr',
      required: true,
    },
  ],
  done: `${L}.actions.credit_done`,
};

// ---- resources --------------------------------------------------------------------------------

const defaultSort = { sort: 'created_at', dir: 'desc' } as const;

/** `roles/admins` (admin only). */
export const adminsResource: ResourceDefinition<PanelAccount> = {
  resource: 'admins',
  noun: `${L}.nouns.admin`,
  description: `${L}.descriptions.admins`,
  list: panelAdminsContract,
  defaultSort,
  columns: accountColumns(),
  filters: [statusFilter, verifiedFilter],
  form: {
    create: createAdminContract,
    schema: newAdminBodySchema,
    defaults: newAccount,
    fields: accountFields,
  },
  actions: statusActions(adminStatusContract),
};

/** `roles/moderators` (admin only): created with their permissions, which can be edited. */
export const moderatorsResource: ResourceDefinition<PanelModerator> = {
  resource: 'moderators',
  noun: `${L}.nouns.moderator`,
  description: `${L}.descriptions.moderators`,
  list: panelModeratorsContract,
  defaultSort,
  columns: accountColumns<PanelModerator>([grantsColumn()]),
  filters: [statusFilter, verifiedFilter],
  form: {
    create: createModeratorContract,
    update: updateModeratorContract,
    schema: newModeratorBodySchema,
    defaults: () => ({ ...newAccount(), permissions: [] }),
    fields: [...accountFields, grantsField],
    edit: { schema: moderatorUpdateBodySchema, fields: [grantsField] },
  },
  actions: statusActions(moderatorStatusContract),
};

/** `roles/users`: customers and guests; suspend, verify, force-delete (admin). */
export const usersResource: ResourceDefinition<PanelAccount> = {
  resource: 'users',
  noun: `${L}.nouns.user`,
  list: panelUsersContract,
  defaultSort,
  columns: accountColumns([
    {
      id: 'role',
      priority: 2,
      header: `${L}.fields.role`,
      cell: (row, { t }) => t(`back_office.roles.${row.role}`),
      card: 'hidden',
    },
  ]),
  filters: [
    statusFilter,
    verifiedFilter,
    {
      name: 'role',
      label: `${L}.fields.role`,
      kind: 'select',
      choices: USER_ROLES.map((role) => ({ value: role, label: `back_office.roles.${role}` })),
    },
  ],
  actions: userActions,
};

/** `roles/resellers`: sellers with their stores and wallet credit (credit: admin only). */
export const resellersResource: ResourceDefinition<PanelReseller> = {
  resource: 'resellers',
  noun: `${L}.nouns.reseller`,
  list: panelResellersContract,
  defaultSort,
  columns: accountColumns<PanelReseller>([
    {
      id: 'stores_count',
      priority: 2,
      header: `${L}.fields.stores_count`,
      cell: (row, { language }) => <NumberCell value={row.stores_count} language={language} />,
      sortable: true,
      numeric: true,
    },
    {
      id: 'credit',
      header: `${L}.fields.credit`,
      // Display only: the exact amount is the integer; two decimals of it are exact in a float.
      cell: (row, { language }) => (
        <MoneyCell value={row.credit_piastres / 100} language={language} />
      ),
      sortable: true,
      numeric: true,
    },
  ]),
  filters: [statusFilter, verifiedFilter],
  actions: [...statusActions<PanelReseller>(resellerStatusContract), creditAction],
};

/**
 * Sub-resellers: the admin's and moderator's `roles/sub_resellers` (all) and the reseller's
 * `sub_resellers` (its own). A reseller creates them with grants and some of its stores.
 */
export const subResellersResource: ResourceDefinition<PanelSubReseller> = {
  resource: 'sub_resellers',
  noun: `${L}.nouns.sub_reseller`,
  description: `${L}.descriptions.sub_resellers`,
  list: panelSubResellersContract,
  defaultSort,
  columns: accountColumns<PanelSubReseller>([
    grantsColumn(),
    {
      id: 'stores',
      priority: 2,
      header: `${L}.fields.stores`,
      cell: (row, { language }) =>
        row.stores.length ? (
          <chakra.span>
            {new Intl.ListFormat(localeOf(language), { type: 'unit' }).format(
              row.stores.map((store) => store.name),
            )}
          </chakra.span>
        ) : (
          '—'
        ),
    },
    {
      id: 'reseller',
      priority: 2,
      header: `${L}.fields.reseller`,
      cell: (row) => <CodeCell value={row.reseller_username} />,
      card: 'hidden',
    },
  ]),
  filters: [statusFilter, verifiedFilter],
  form: {
    create: createSubResellerContract,
    update: updateSubResellerContract,
    schema: newSubResellerBodySchema,
    defaults: () => ({ ...newAccount(), permissions: [], store_ids: [] }),
    fields: [resellerField, ...accountFields, grantsField, storesField],
    edit: { schema: subResellerUpdateBodySchema, fields: [grantsField, storesField] },
  },
  actions: statusActions(subResellerStatusContract),
};
