import {
  ANNOUNCEMENT_SEGMENTS,
  announcementBodySchema,
  panelAnnouncementsContract,
  sendAnnouncementContract,
  type Announcement,
} from '@domain/contracts/panel/announcements.contract';
import { Text } from '@chakra-ui/react';
import { CodeCell, DateCell, NumberCell } from '@/crud/cells';
import type { ResourceDefinition } from '@/crud/resource';

const L = 'back_office_settings.notifications';
const segments = ANNOUNCEMENT_SEGMENTS.map((value) => ({ value, label: `${L}.segments.${value}` }));

/**
 * `settings/manage_notifications`: what the admin sent, and a form to send a new message to every
 * user or a group (in-app now; pushed once push exists). Sent messages are not edited.
 */
export const announcementsResource: ResourceDefinition<Announcement> = {
  resource: 'push_notifications',
  noun: `${L}.noun`,
  newLabel: `${L}.new`,
  description: `${L}.description`,
  list: panelAnnouncementsContract,
  defaultSort: { sort: 'created_at', dir: 'desc' },
  searchable: false,
  columns: [
    {
      id: 'title',
      header: `${L}.title`,
      cell: (row, { language }) => (language === 'ar' ? row.title_ar : row.title_en),
      card: 'title',
    },
    {
      id: 'body',
      header: `${L}.body`,
      cell: (row, { language }) => (
        <Text as="span" lineClamp={2}>
          {language === 'ar' ? row.body_ar : row.body_en}
        </Text>
      ),
    },
    {
      id: 'segment',
      header: `${L}.segment`,
      cell: (row, { t }) => t(`${L}.segments.${row.segment}`),
    },
    {
      id: 'recipients',
      header: `${L}.recipients`,
      cell: (row, { language }) => <NumberCell value={row.recipients} language={language} />,
      sortable: true,
      numeric: true,
    },
    { id: 'sent_by', header: `${L}.sent_by`, cell: (row) => <CodeCell value={row.sent_by} /> },
    {
      id: 'created_at',
      header: 'back_office.fields.created_at',
      cell: (row, { language }) => <DateCell value={row.created_at} language={language} />,
      sortable: true,
    },
  ],
  filters: [{ name: 'segment', label: `${L}.segment`, kind: 'select', choices: segments }],
  form: {
    create: sendAnnouncementContract,
    schema: announcementBodySchema,
    defaults: () => ({ segment: 'all', title_ar: '', title_en: '', body_ar: '', body_en: '' }),
    fields: [
      {
        name: 'segment',
        label: `${L}.segment`,
        kind: 'select',
        choices: segments,
        required: true,
        wide: true,
      },
      { name: 'title_ar', label: `${L}.title_ar`, kind: 'text', dir: 'rtl', required: true },
      { name: 'title_en', label: `${L}.title_en`, kind: 'text', dir: 'ltr', required: true },
      { name: 'body_ar', label: `${L}.body_ar`, kind: 'textarea', dir: 'rtl', required: true },
      { name: 'body_en', label: `${L}.body_en`, kind: 'textarea', dir: 'ltr', required: true },
    ],
  },
};
