// The dashboard of every panel (spec §2 `dashboard`), one screen for all four: it shows what the
// server answers for the viewer (`GET /api/panel/dashboard`, scoped to its stores) and, when the
// role may read the site-wide figures (`dashboard_stats`, the admin), `GET /api/panel/index` too.
// Orders and sales come with the scoped figures.
import {
  Badge,
  Box,
  Button,
  Container,
  Flex,
  Heading,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { Panel, PanelNavItem } from '@domain/auth/panels';
import { withinCeiling } from '@domain/auth/permissions';
import {
  panelDashboardContract,
  panelIndexContract,
  type DashboardStore,
  type PanelDashboard,
  type PanelIndex,
} from '@domain/contracts/panel/dashboard.contract';
import { ORDER_STATUSES, PRODUCT_STATUSES, type Language } from '@domain/status/statuses';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form';
import { PanelPageHead } from '@/crud/panel-page-head';
import { CodeCell, MoneyCell, NumberCell } from '@/crud/cells';
import { callApi, isApiError, queryKeys } from '@/lib/api';
import { useLanguage } from '@/lib/i18n';
import { useStoredState } from '@/lib/session';
import { DayBars, dayLabel } from './day-bars';

const keys = queryKeys.panel('dashboard');

function Figure({
  label,
  value,
  language,
  id,
}: {
  label: string;
  value: number;
  language: Language;
  id: string;
}) {
  return (
    <Box borderWidth="1px" borderRadius="lg" p="4" bg="bg.panel" data-figure={id} minW="0">
      <Text color="fg.muted" fontSize="sm" lineClamp={2}>
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="bold" data-value>
        <NumberCell value={value} language={language} />
      </Text>
    </Box>
  );
}

/** An amount of money as a figure (sales). */
function MoneyFigure({ label, value, language, id }: Parameters<typeof Figure>[0]) {
  return (
    <Box borderWidth="1px" borderRadius="lg" p="4" bg="bg.panel" data-figure={id} minW="0">
      <Text color="fg.muted" fontSize="sm" lineClamp={2}>
        {label}
      </Text>
      <Text fontSize="xl" fontWeight="bold" data-value>
        <MoneyCell value={value} language={language} />
      </Text>
    </Box>
  );
}

/** Orders in the viewer's scope: how many, by status, the sales, and orders placed per day. */
function OrderFigures({ data, language }: { data: PanelDashboard; language: Language }) {
  const { t } = useTranslation();
  const { orders } = data;
  return (
    <Section title={t('back_office_dashboard.sections.orders')}>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <Figure
          id="orders_count"
          label={t('back_office_dashboard.orders.count')}
          value={orders.count}
          language={language}
        />
        <Figure
          id="orders_pending"
          label={t('back_office_dashboard.orders.pending')}
          value={orders.by_status.pending ?? 0}
          language={language}
        />
        <MoneyFigure
          id="orders_revenue"
          label={t('back_office_dashboard.orders.revenue')}
          value={orders.revenue}
          language={language}
        />
        <MoneyFigure
          id="orders_revenue_recent"
          label={t('back_office_dashboard.orders.revenue_recent')}
          value={orders.revenue_recent}
          language={language}
        />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 2, md: 5 }} gap="3">
        {ORDER_STATUSES.filter((status) => status !== 'pending').map((status) => (
          <Figure
            key={status}
            id={`orders_${status}`}
            label={t(`back_office_dashboard.orders.status.${status}`)}
            value={orders.by_status[status] ?? 0}
            language={language}
          />
        ))}
      </SimpleGrid>
      <DayBars
        testId="chart-orders"
        title={t('back_office_dashboard.chart.new_orders')}
        days={orders.days.map((d) => ({ day: d.day, count: d.orders }))}
        language={language}
      />
    </Section>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack as="section" gap="3">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

function StoreCard({ store, language }: { store: DashboardStore; language: Language }) {
  const { t } = useTranslation();
  const packageName = language === 'ar' ? store.package_name_ar : store.package_name_en;
  const state = store.archived
    ? 'archived'
    : store.status === 'suspended'
      ? 'suspended'
      : store.days_left === 0
        ? 'expired'
        : 'active';
  const palette = { active: 'green', suspended: 'red', expired: 'orange', archived: 'gray' }[state];
  return (
    <Box borderWidth="1px" borderRadius="lg" p="4" bg="bg.panel" data-store={store.id} minW="0">
      <Flex justify="space-between" gap="2" align="start">
        <Stack gap="0" minW="0">
          <Text fontWeight="semibold" truncate>
            {store.name}
          </Text>
          <Text color="fg.muted" fontSize="sm" truncate>
            <CodeCell value={`@${store.username}`} />
          </Text>
        </Stack>
        <Badge colorPalette={palette} variant="subtle" flexShrink={0}>
          {t(`back_office_dashboard.store_state.${state}`)}
        </Badge>
      </Flex>
      <Flex mt="3" gap="4" wrap="wrap" fontSize="sm">
        <Text>
          <Text as="span" color="fg.muted">
            {t('back_office_dashboard.store.package')}{' '}
          </Text>
          {packageName ?? t('back_office_dashboard.store.no_package')}
        </Text>
        <Text data-days-left={store.days_left ?? 'none'}>
          <Text as="span" color="fg.muted">
            {t('back_office_dashboard.store.expiry')}{' '}
          </Text>
          {store.expires_at && store.days_left !== null ? (
            <>
              <bdi>{dayLabel(store.expires_at.slice(0, 10), language)}</bdi>
              {' · '}
              {t('back_office_dashboard.store.days_left', { count: store.days_left })}
            </>
          ) : (
            t('back_office_dashboard.store.no_expiry')
          )}
        </Text>
      </Flex>
    </Box>
  );
}

function SiteFigures({ data, language }: { data: PanelIndex; language: Language }) {
  const { t } = useTranslation();
  const label = (key: string) => t(`back_office_dashboard.index.${key}`);
  return (
    <>
      <Section title={t('back_office_dashboard.sections.site')}>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          {(['users', 'stores', 'products', 'products_in_review'] as const).map((key) => (
            <Figure
              key={key}
              id={key}
              label={label(key)}
              value={data.totals[key]}
              language={language}
            />
          ))}
        </SimpleGrid>
      </Section>
      <Section title={t('back_office_dashboard.sections.per_day')}>
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap="3">
          {(['users', 'stores', 'products'] as const).map((key) => (
            <DayBars
              key={key}
              testId={`chart-${key}`}
              title={t(`back_office_dashboard.chart.new_${key}`)}
              days={data.days.map((d) => ({ day: d.day, count: d[key] }))}
              language={language}
            />
          ))}
        </SimpleGrid>
      </Section>
    </>
  );
}

function ScopedFigures({
  data,
  language,
  alongSite,
}: {
  data: PanelDashboard;
  language: Language;
  /** Shown under the site-wide figures, which already have the queue and the products chart. */
  alongSite: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <OrderFigures data={data} language={language} />
      {data.review_queue !== null && !alongSite ? (
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          <Figure
            id="review_queue"
            label={t('back_office_dashboard.review_queue')}
            value={data.review_queue}
            language={language}
          />
        </SimpleGrid>
      ) : null}
      {!alongSite ? (
        <DayBars
          testId="chart-products"
          title={t('back_office_dashboard.chart.new_products')}
          days={data.days.map((d) => ({ day: d.day, count: d.products }))}
          language={language}
        />
      ) : null}
      <Section title={t('back_office_dashboard.sections.stores')}>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          {(['active', 'suspended', 'expired', 'archived'] as const).map((key) => (
            <Figure
              key={key}
              id={`stores_${key}`}
              label={t(`back_office_dashboard.store_state.${key}`)}
              value={data.stores[key]}
              language={language}
            />
          ))}
        </SimpleGrid>
      </Section>
      <Section title={t('back_office_dashboard.sections.products')}>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          {PRODUCT_STATUSES.map((status) => (
            <Figure
              key={status}
              id={`products_${status}`}
              label={t(`back_office_dashboard.product_status.${status}`)}
              value={data.products_by_status[status] ?? 0}
              language={language}
            />
          ))}
          <Figure
            id="products_archived"
            label={t('back_office_dashboard.product_status.archived')}
            value={data.archived_products}
            language={language}
          />
        </SimpleGrid>
      </Section>
      {data.store_list ? (
        <Section title={t('back_office_dashboard.sections.my_stores')}>
          {data.store_list.length === 0 ? (
            <Text color="fg.muted">{t('back_office_dashboard.store.none')}</Text>
          ) : (
            <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="3">
              {data.store_list.map((store) => (
                <StoreCard key={store.id} store={store} language={language} />
              ))}
            </SimpleGrid>
          )}
        </Section>
      ) : null}
    </>
  );
}

/** `dashboard` of every panel. */
export function DashboardScreen({ panel, item }: { panel: Panel; item: PanelNavItem }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = t(item.labelKey);
  const viewer = useStoredState((state) => (state.admin ? String(state.admin.id) : null));
  // The site-wide figures are a permission of their own (spec §6 `dashboard_stats`), not a role.
  const siteWide = withinCeiling(panel.role, 'dashboard_stats', 'view');
  const scoped = useQuery({
    queryKey: keys.detail(`scoped:${viewer ?? 'none'}`),
    queryFn: async ({ signal }) => (await callApi(panelDashboardContract, { signal })).data,
    enabled: viewer !== null,
  });
  const site = useQuery({
    queryKey: keys.detail(`site:${viewer ?? 'none'}`),
    queryFn: async ({ signal }) => (await callApi(panelIndexContract, { signal })).data,
    enabled: viewer !== null && siteWide,
  });
  const pending = scoped.isPending || (siteWide && site.isPending);
  const error = scoped.error ?? (siteWide ? site.error : null);

  return (
    <Container
      maxW="6xl"
      py="6"
      data-panel={panel.key}
      data-resource={item.resource}
      data-state={pending ? 'loading' : error ? 'error' : 'ready'}
    >
      <PanelPageHead panel={panel} title={title} />
      <Stack gap="6">
        <Stack gap="1">
          <Heading as="h1" size="xl">
            {title}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {t('back_office_dashboard.note')}
          </Text>
        </Stack>
        {pending && !error ? (
          <Spinner alignSelf="center" aria-label={t('common.status.loading')} />
        ) : null}
        {error ? (
          <Stack gap="3" align="start">
            <FormAlert messageKey={isApiError(error) ? error.messageKey : 'errors.fetch_failed'} />
            <Button
              variant="outline"
              onClick={() => {
                void scoped.refetch();
                if (siteWide) void site.refetch();
              }}
            >
              {t('common.actions.retry')}
            </Button>
          </Stack>
        ) : null}
        {!pending && !error && scoped.data ? (
          <>
            {site.data ? <SiteFigures data={site.data} language={language} /> : null}
            <ScopedFigures data={scoped.data} language={language} alongSite={Boolean(site.data)} />
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
