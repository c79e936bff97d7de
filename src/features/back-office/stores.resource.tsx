import { ACTIVITY_STATUSES } from '@domain/status/statuses';
import {
  VERIFICATION_STATUSES,
  verificationDecisionContract,
} from '@domain/contracts/verification.contract';
import {
  changeStoreStatusContract,
  panelStoresContract,
  storeCategoryContract,
  verifyStoresContract,
  type PanelStore,
  type StoreStatusChange,
} from '@domain/contracts/panel/stores.contract';
import { HStack, Stack, Text } from '@chakra-ui/react';
import {
  ChoiceCell,
  CodeCell,
  DateCell,
  ImageCell,
  NumberCell,
  StatusCell,
  YesNoCell,
} from '@/crud/cells';
import type { ResourceAction, ResourceDefinition } from '@/crud/resource';
import { governorateChoices, mainCategoryChoices } from './commerce-choices';
import { StoreReportsLink } from './store-reports-link';
import { VerificationCell } from './verification-photos';

const L = 'back_office_commerce';

const ids = (rows: PanelStore[]) => rows.map((row) => row.id);

/** One `changeStoreStatus` move as a row and bulk action. */
function statusAction(
  status: StoreStatusChange,
  action: ResourceAction<PanelStore>['action'],
  when: (row: PanelStore) => boolean,
  danger = false,
): ResourceAction<PanelStore> {
  return {
    id: `status-${status}`,
    label: `${L}.stores.actions.${status}`,
    action,
    contract: changeStoreStatusContract,
    request: (rows) => ({ body: { ids: ids(rows), status } }),
    scope: 'both',
    confirm: `${L}.stores.confirm.${status}`,
    danger,
    when,
    done: `${L}.stores.done.${status}`,
  };
}

function verifyAction(verified: boolean): ResourceAction<PanelStore> {
  const name = verified ? 'verify' : 'unverify';
  return {
    id: name,
    label: `${L}.stores.actions.${name}`,
    action: 'verify',
    contract: verifyStoresContract,
    request: (rows) => ({ body: { ids: ids(rows), verified } }),
    scope: 'both',
    when: (row) => row.verified !== verified,
    done: `${L}.stores.done.${name}`,
  };
}

const V = 'back_office_verification';

/** Approve or reject sellers' verification requests: admins and moderators. */
const decisionActions: ResourceAction<PanelStore>[] = [
  {
    id: 'verification-approve',
    label: `${V}.actions.approve`,
    action: 'review',
    contract: verificationDecisionContract,
    request: (rows) => ({ body: { ids: ids(rows), approved: true } }),
    scope: 'both',
    confirm: `${V}.confirm.approve`,
    when: (row) => row.verification_status === 'submitted',
    done: `${V}.done.approve`,
  },
  {
    id: 'verification-reject',
    label: `${V}.actions.reject`,
    action: 'review',
    contract: verificationDecisionContract,
    request: (rows, values) => ({
      body: { ids: ids(rows), approved: false, reason: values.reason as string },
    }),
    scope: 'both',
    danger: true,
    when: (row) => row.verification_status === 'submitted',
    fields: [
      { name: 'reason', label: `${V}.fields.reason`, kind: 'textarea', wide: true, required: true },
    ],
    done: `${V}.done.reject`,
  },
];

/**
 * Stores (spec §2 `stores` of the four panels; spec §4 store states). Every panel lists the rows its
 * actor may see (the server scopes them); the buttons follow the matrix: suspend and activate for
 * the admin and the moderator, archive, restore and verify for the admin, the category for anyone
 * who may update the store. A suspended or archived store leaves the shop at once (server).
 */
export const storesResource: ResourceDefinition<PanelStore> = {
  resource: 'stores',
  storeOf: (row) => row.id,
  noun: `${L}.stores.noun`,
  list: panelStoresContract,
  defaultSort: { sort: 'created_at', dir: 'desc' },
  columns: [
    {
      id: 'name',
      header: `${L}.fields.store`,
      cell: (row) => (
        <HStack gap="2" minW="0">
          <ImageCell src={row.logo} alt={row.name} />
          <Text as="span" truncate>
            {row.name}
          </Text>
        </HStack>
      ),
      sortable: true,
      card: 'title',
    },
    {
      id: 'username',
      priority: 2,
      header: `${L}.fields.username`,
      cell: (row) => <CodeCell value={row.username} />,
      sortable: true,
    },
    {
      id: 'owner',
      priority: 2,
      header: `${L}.fields.owner`,
      cell: (row) => <CodeCell value={row.owner_username} />,
      card: 'hidden',
    },
    {
      id: 'category',
      priority: 2,
      header: `${L}.fields.category`,
      cell: (row) => <ChoiceCell remote={mainCategoryChoices} value={row.category_id} />,
    },
    {
      id: 'governorate',
      priority: 3,
      header: `${L}.fields.governorate`,
      cell: (row) => <ChoiceCell remote={governorateChoices} value={row.governorate_id} />,
      card: 'hidden',
    },
    {
      id: 'status',
      header: `${L}.fields.status`,
      cell: (row, { t }) => (
        <Stack gap="1" align="start">
          <StatusCell
            label={`${L}.store_status.${row.status}`}
            palette={row.status === 'active' ? 'green' : 'red'}
            t={t}
          />
          {row.archived ? <StatusCell label={`${L}.fields.archived`} palette="gray" t={t} /> : null}
        </Stack>
      ),
    },
    {
      id: 'verified',
      priority: 2,
      header: `${L}.fields.verified`,
      cell: (row, { t }) => <YesNoCell value={row.verified} t={t} />,
    },
    {
      id: 'verification',
      header: `${V}.fields.verification`,
      cell: (row) => <VerificationCell storeId={row.id} status={row.verification_status} />,
    },
    {
      id: 'expires_at',
      priority: 2,
      header: `${L}.fields.expires_at`,
      cell: (row, { language, t }) =>
        row.expires_at ? (
          <Stack gap="1" align={{ base: 'end', md: 'start' }}>
            <DateCell value={row.expires_at} language={language} />
            {row.expired ? <StatusCell label={`${L}.fields.expired`} palette="red" t={t} /> : null}
          </Stack>
        ) : (
          <Text as="span" color="fg.muted">
            —
          </Text>
        ),
      sortable: true,
      card: 'hidden',
    },
    {
      id: 'products',
      priority: 3,
      header: `${L}.fields.products`,
      cell: (row, { language }) => <NumberCell value={row.products} language={language} />,
      numeric: true,
    },
    {
      id: 'open_reports',
      priority: 2,
      header: 'back_office_reports.store_column',
      cell: (row) => <StoreReportsLink storeId={row.id} open={row.open_reports} />,
      card: 'line',
    },
    {
      id: 'created_at',
      priority: 3,
      header: `${L}.fields.created_at`,
      cell: (row, { language }) => <DateCell value={row.created_at} language={language} />,
      sortable: true,
      card: 'hidden',
    },
  ],
  filters: [
    {
      name: 'status',
      label: `${L}.fields.status`,
      kind: 'select',
      choices: ACTIVITY_STATUSES.map((status) => ({
        value: status,
        label: `${L}.store_status.${status}`,
      })),
    },
    { name: 'archived', label: `${L}.fields.archived`, kind: 'boolean' },
    { name: 'verified', label: `${L}.fields.verified`, kind: 'boolean' },
    {
      name: 'verification',
      label: `${V}.fields.verification`,
      kind: 'select',
      choices: VERIFICATION_STATUSES.map((status) => ({
        value: status,
        label: `${V}.status.${status}`,
      })),
    },
    { name: 'expired', label: `${L}.fields.expired`, kind: 'boolean' },
    {
      name: 'category',
      label: `${L}.fields.category`,
      kind: 'select',
      remoteChoices: mainCategoryChoices,
    },
    {
      name: 'governorate',
      label: `${L}.fields.governorate`,
      kind: 'select',
      remoteChoices: governorateChoices,
    },
  ],
  actions: [
    statusAction('suspended', 'change_status', (row) => row.status === 'active', true),
    statusAction('active', 'change_status', (row) => row.status === 'suspended'),
    statusAction('archived', 'archive', (row) => !row.archived, true),
    statusAction('restored', 'restore', (row) => row.archived),
    ...decisionActions,
    verifyAction(true),
    verifyAction(false),
    {
      id: 'category',
      label: `${L}.actions.change_category`,
      action: 'update',
      contract: storeCategoryContract,
      request: (rows, values) => ({
        body: { ids: ids(rows), category_id: values.category_id ?? null },
      }),
      scope: 'both',
      fields: [
        {
          name: 'category_id',
          label: `${L}.fields.category`,
          kind: 'select',
          remoteChoices: mainCategoryChoices,
        },
      ],
      done: `${L}.done.category`,
    },
  ],
};
