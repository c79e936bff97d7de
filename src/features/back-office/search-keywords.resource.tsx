import {
  bulkDeleteKeywordsContract,
  createKeywordContract,
  deleteKeywordContract,
  KEYWORD_REVIEWS,
  KEYWORD_SOURCES,
  keywordBodySchema,
  keywordCategoriesContract,
  panelKeywordsContract,
  reviewKeywordsContract,
  updateKeywordContract,
  type KeywordReview,
  type PanelKeyword,
} from '@domain/contracts/panel/search-keywords.contract';
import { LANGUAGES } from '@domain/status/statuses';
import { Badge } from '@chakra-ui/react';
import { DateCell } from '@/crud/cells';
import type { ResourceAction, ResourceDefinition } from '@/crud/resource';
import { mainCategoryChoices } from './category-choices';
import { KeywordRunButton } from './keyword-run-button';

const L = 'back_office_marketing.keywords';

const reviewChoices = KEYWORD_REVIEWS.map((value) => ({ value, label: `${L}.review.${value}` }));
const sourceChoices = KEYWORD_SOURCES.map((value) => ({ value, label: `${L}.source.${value}` }));
const languageChoices = LANGUAGES.map((value) => ({ value, label: `${L}.language.${value}` }));

const REVIEW_PALETTE: Record<KeywordReview, string> = {
  pending: 'orange',
  approved: 'green',
  rejected: 'red',
};

/** Approve / reject, on one row or the selection. */
const reviewAction = (review: 'approved' | 'rejected'): ResourceAction<PanelKeyword> => ({
  id: review === 'approved' ? 'approve' : 'reject',
  label: `${L}.actions.${review === 'approved' ? 'approve' : 'reject'}`,
  action: 'review',
  contract: reviewKeywordsContract,
  request: (rows) => ({ body: { ids: rows.map((row) => row.id), review } }),
  scope: 'both',
  when: (row) => row.review !== review,
  danger: review === 'rejected',
  done: `${L}.actions.${review === 'approved' ? 'approved' : 'rejected'}`,
});

/**
 * Search keywords (spec §2 admin `search_keywords`): curated words and phrases, proposed by an
 * admin or by the keyword run; approved ones are the shop's search suggestions.
 */
export const searchKeywordsResource: ResourceDefinition<PanelKeyword> = {
  resource: 'search_keywords',
  noun: `${L}.noun`,
  description: `${L}.description`,
  list: panelKeywordsContract,
  defaultSort: { sort: 'created_at', dir: 'desc' },
  toolbar: KeywordRunButton,
  columns: [
    {
      id: 'keyword',
      header: `${L}.fields.keyword`,
      // Each keyword in its own direction, whatever the page's.
      cell: (row) => <bdi dir={row.language === 'ar' ? 'rtl' : 'ltr'}>{row.keyword}</bdi>,
      sortable: true,
      card: 'title',
    },
    {
      id: 'language',
      header: `${L}.fields.language`,
      cell: (row, { t }) => t(`${L}.language.${row.language}`),
    },
    {
      id: 'category',
      header: `${L}.fields.category`,
      cell: (row, { language, t }) =>
        (language === 'en' ? row.category_name_en : row.category_name_ar) ?? t(`${L}.no_category`),
    },
    {
      id: 'source',
      header: `${L}.fields.source`,
      cell: (row, { t }) => t(`${L}.source.${row.source}`),
    },
    {
      id: 'review',
      header: `${L}.fields.review`,
      cell: (row, { t }) => (
        <Badge colorPalette={REVIEW_PALETTE[row.review]} data-review={row.review}>
          {t(`${L}.review.${row.review}`)}
        </Badge>
      ),
      sortable: true,
    },
    {
      id: 'created_at',
      header: 'back_office.fields.created_at',
      cell: (row, { language }) => <DateCell value={row.created_at} language={language} />,
      sortable: true,
      card: 'hidden',
    },
  ],
  filters: [
    { name: 'review', label: `${L}.fields.review`, kind: 'select', choices: reviewChoices },
    { name: 'source', label: `${L}.fields.source`, kind: 'select', choices: sourceChoices },
    { name: 'language', label: `${L}.fields.language`, kind: 'select', choices: languageChoices },
    {
      name: 'category',
      label: `${L}.fields.category`,
      kind: 'select',
      remoteChoices: mainCategoryChoices,
    },
  ],
  form: {
    create: createKeywordContract,
    update: updateKeywordContract,
    schema: keywordBodySchema,
    defaults: () => ({ keyword: '', language: 'ar', category_id: null, review: 'approved' }),
    fields: [
      { name: 'keyword', label: `${L}.fields.keyword`, kind: 'text', required: true },
      {
        name: 'language',
        label: `${L}.fields.language`,
        kind: 'select',
        choices: languageChoices,
        required: true,
      },
      {
        name: 'category_id',
        label: `${L}.fields.category`,
        kind: 'select',
        remoteChoices: mainCategoryChoices,
      },
      {
        name: 'review',
        label: `${L}.fields.review`,
        kind: 'select',
        choices: reviewChoices,
        required: true,
      },
    ],
  },
  actions: [
    reviewAction('approved'),
    reviewAction('rejected'),
    {
      id: 'categories',
      label: `${L}.actions.categorise`,
      action: 'update',
      contract: keywordCategoriesContract,
      request: (rows, values) => ({
        body: { ids: rows.map((row) => row.id), category_id: values.category_id ?? null },
      }),
      scope: 'bulk',
      fields: [
        {
          name: 'category_id',
          label: `${L}.fields.category`,
          kind: 'select',
          remoteChoices: mainCategoryChoices,
        },
      ],
      confirm: `${L}.actions.categorise_confirm`,
      done: `${L}.actions.categorised`,
    },
  ],
  remove: deleteKeywordContract,
  bulkRemove: bulkDeleteKeywordsContract,
};
