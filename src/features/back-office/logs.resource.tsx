import { ROLES } from '@domain/auth/roles';
import { panelLogsContract, type LogRow } from '@domain/contracts/panel/logs.contract';
import { Text } from '@chakra-ui/react';
import { CodeCell, DateCell } from '@/crud/cells';
import type { ResourceDefinition } from '@/crud/resource';

/** What changed, as `field: before → after` lines. */
function Changes({ row }: { row: LogRow }) {
  if (!row.changes) return <Text color="fg.muted">—</Text>;
  return (
    <Text as="span" fontSize="xs" whiteSpace="pre-line">
      {Object.entries(row.changes)
        .map(
          ([field, [before, after]]) =>
            `${field}: ${JSON.stringify(before)} → ${JSON.stringify(after)}`,
        )
        .join('\n')}
    </Text>
  );
}

/** The audit trail (spec §2 `logs`): read-only in every panel, filtered on the server. */
export const logsResource: ResourceDefinition<LogRow> = {
  resource: 'logs',
  noun: 'back_office.logs.noun',
  list: panelLogsContract,
  defaultSort: { sort: 'created_at', dir: 'desc' },
  columns: [
    {
      id: 'created_at',
      header: 'back_office.fields.created_at',
      cell: (row, { language }) => <DateCell value={row.createdAt} language={language} />,
      sortable: true,
    },
    {
      id: 'action',
      header: 'back_office.logs.action',
      cell: (row) => <CodeCell value={row.action} />,
      sortable: true,
      card: 'title',
    },
    {
      id: 'actor',
      header: 'back_office.logs.actor',
      cell: (row) => <CodeCell value={row.actorUsername} />,
    },
    {
      id: 'role',
      priority: 2,
      header: 'back_office.logs.role',
      cell: (row, { t }) => (row.role ? t(`back_office.roles.${row.role}`) : '—'),
    },
    {
      id: 'entity',
      priority: 2,
      header: 'back_office.logs.target',
      cell: (row) => (
        <CodeCell value={row.entity ? `${row.entity} #${row.entityId ?? ''}` : null} />
      ),
    },
    {
      id: 'changes',
      priority: 2,
      header: 'back_office.logs.changes',
      cell: (row) => <Changes row={row} />,
    },
    {
      id: 'notes',
      priority: 3,
      header: 'back_office.logs.notes',
      cell: (row) => row.notes ?? '—',
      card: 'hidden',
    },
  ],
  filters: [
    {
      name: 'role',
      label: 'back_office.logs.role',
      kind: 'select',
      choices: ROLES.map((role) => ({ value: role, label: `back_office.roles.${role}` })),
    },
    { name: 'from', label: 'back_office.logs.from', kind: 'date' },
    { name: 'to', label: 'back_office.logs.to', kind: 'date' },
  ],
};
