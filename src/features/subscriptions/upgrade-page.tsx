import {
  Badge,
  Box,
  Button,
  Container,
  Field,
  Heading,
  HStack,
  Image,
  Input,
  NativeSelect,
  RadioGroup,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import type {
  SubscriptionStore,
  UpgradePackage,
  UpgradeType,
} from '@domain/contracts/subscriptions.contract';
import { localeOf } from '@domain/format';
import { formatMoney } from '@domain/money';
import type { Language } from '@domain/status/statuses';
import type {
  SubscriptionAction,
  SubscriptionPayMethod,
} from '@domain/subscriptions/subscriptions';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { LoadFailed } from '@/components/catalogue/load-failed';
import { FormAlert } from '@/components/form';
import { PageHead } from '@/components/page-head';
import { toast } from '@/components/toaster';
import { isApiError } from '@/lib/api';
import { useCardPayments } from '@/lib/api/layout-query';
import { useLanguage } from '@/lib/i18n';
import { useStoredState } from '@/lib/session';
import {
  downgradePreviewQueryOptions,
  quoteQueryOptions,
  upgradePageQueryOptions,
} from './subscriptions-queries';
import { useCancelDowngrade, useScheduleDowngrade } from './use-downgrade';
import { useRenewSubscription, useUpgradeSubscription } from './use-subscription-purchase';

const S = 'subscriptions';
const DAY_MS = 86_400_000;

function useViewer() {
  return useStoredState((state) => (state.user ? String(state.user.id) : 'visitor'));
}

function formatDay(value: string, language: Language) {
  return new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'medium',
    timeZone: 'Africa/Cairo',
  }).format(new Date(value));
}

const nameOf = (row: { name_ar: string; name_en: string }, language: Language) =>
  language === 'ar' ? row.name_ar : row.name_en;

function Card({ children, ...rest }: React.ComponentProps<typeof Box>) {
  return (
    <Box borderWidth="1px" borderRadius="xl" p="4" bg="bg.panel" {...rest}>
      {children}
    </Box>
  );
}

function CurrentPlan({ store }: { store: SubscriptionStore }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const cancel = useCancelDowngrade();
  const name =
    store.package_id === null
      ? t(`${S}.current.none`)
      : language === 'ar'
        ? store.package_name_ar
        : store.package_name_en;
  const daysLeft = store.expires_at
    ? Math.ceil((new Date(store.expires_at).getTime() - Date.now()) / DAY_MS)
    : null;
  return (
    <Card data-testid="current-plan">
      <Stack gap="2">
        <Text fontSize="sm" color="fg.muted">
          {t(`${S}.current.title`)}
        </Text>
        <HStack gap="2" wrap="wrap">
          <Heading as="h2" size="md">
            {name}
          </Heading>
          {store.is_trial ? <Badge colorPalette="blue">{t(`${S}.current.trial`)}</Badge> : null}
          {store.is_lifetime ? (
            <Badge colorPalette="green">{t(`${S}.current.lifetime`)}</Badge>
          ) : null}
        </HStack>
        <Text data-testid="current-quota">
          {t(`${S}.current.products`, {
            used: store.products_used,
            total: store.products_count,
          })}
        </Text>
        {store.expires_at ? (
          store.expired ? (
            <Text color="fg.error">
              {t(`${S}.current.expired`, { date: formatDay(store.expires_at, language) })}
            </Text>
          ) : (
            <Stack gap="0">
              <Text>
                {t(`${S}.current.expires`, { date: formatDay(store.expires_at, language) })}
              </Text>
              <Text
                fontSize="sm"
                color={daysLeft !== null && daysLeft <= 7 ? 'fg.error' : 'fg.muted'}
              >
                {t('sellers.my_stores.days_left', { count: Math.max(0, daysLeft ?? 0) })}
              </Text>
            </Stack>
          )
        ) : store.package_id !== null ? (
          <Text>{t(`${S}.current.no_expiry`)}</Text>
        ) : null}
        {store.package_id !== null && !store.is_lifetime && !store.is_trial ? (
          <Text fontSize="sm" color="fg.muted">
            {t(store.auto_renew ? `${S}.current.auto_renew_on` : `${S}.current.auto_renew_off`)}
          </Text>
        ) : null}
        {store.scheduled_package_id !== null ? (
          <Stack
            gap="2"
            borderTopWidth="1px"
            pt="2"
            data-testid="scheduled-downgrade"
            align="start"
          >
            <Text fontWeight="medium">
              {t(store.scheduled_from ? `${S}.current.scheduled_paid` : `${S}.current.scheduled`, {
                name:
                  language === 'ar'
                    ? store.scheduled_package_name_ar
                    : store.scheduled_package_name_en,
                date: store.scheduled_from ? formatDay(store.scheduled_from, language) : '',
              })}
            </Text>
            {/* A downgrade whose period is paid for can no longer be cancelled (409 downgrade_paid). */}
            {store.scheduled_from ? null : (
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                loading={cancel.isPending}
                onClick={() =>
                  cancel.mutate(store.id, {
                    onSuccess: () =>
                      toast.show({ status: 'success', title: t(`${S}.current.cancelled`) }),
                    onError: (error) =>
                      toast.show({
                        status: 'error',
                        title: t(isApiError(error) ? error.messageKey : 'errors.internal'),
                      }),
                  })
                }
              >
                {t(`${S}.current.cancel_downgrade`)}
              </Button>
            )}
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}

function PackageCard({
  pkg,
  current,
  chosen,
  onChoose,
}: {
  pkg: UpgradePackage;
  current: boolean;
  chosen: boolean;
  onChoose?: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const price = formatMoney(pkg.price, language);
  return (
    <Card
      as="li"
      listStyleType="none"
      data-testid="package-card"
      data-package-id={pkg.id}
      borderColor={chosen ? 'brand.solid' : current ? 'green.solid' : undefined}
      borderWidth={chosen || current ? '2px' : '1px'}
    >
      <Stack gap="2">
        <HStack justify="space-between" align="start" gap="2">
          <Heading as="h3" size="md">
            {nameOf(pkg, language)}
          </Heading>
          {current ? <Badge colorPalette="green">{t(`${S}.package.current`)}</Badge> : null}
        </HStack>
        <Text fontWeight="semibold" fontSize="lg">
          <bdi>
            {pkg.is_lifetime || pkg.duration_days === null
              ? t(`${S}.package.lifetime`, { price })
              : t(`${S}.package.per_days`, { price, count: pkg.duration_days })}
          </bdi>
        </Text>
        <Text>{t(`${S}.package.products`, { count: pkg.products_count })}</Text>
        {pkg.features.length > 0 ? (
          <Stack as="ul" gap="1" ps="4" fontSize="sm">
            {pkg.features.map((feature, index) => (
              <Text as="li" key={index}>
                <Text as="span" fontWeight="medium">
                  {nameOf(feature, language)}
                </Text>
                {': '}
                {language === 'ar' ? feature.statement_ar : feature.statement_en}
              </Text>
            ))}
          </Stack>
        ) : null}
        {onChoose ? (
          <Button
            alignSelf="stretch"
            variant={chosen ? 'solid' : 'outline'}
            colorPalette="brand"
            onClick={onChoose}
            aria-pressed={chosen}
          >
            {chosen ? t(`${S}.package.chosen`) : t(`${S}.package.choose`)}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <HStack justify="space-between" gap="3" fontWeight={strong ? 'bold' : undefined}>
      <Text>{label}</Text>
      <Text whiteSpace="nowrap">
        <bdi>{value}</bdi>
      </Text>
    </HStack>
  );
}

/** The price of an upgrade or renewal now, a coupon, the way to pay, and the payment. */
function Checkout({
  store,
  action,
  packageId,
  balance,
  onDone,
}: {
  store: SubscriptionStore;
  action: SubscriptionAction;
  packageId: number;
  balance: number;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const viewer = useViewer();
  const [couponText, setCouponText] = useState('');
  const [applied, setApplied] = useState<string | null>(null);
  const [couponError, setCouponError] = useState<string | null>(null);
  const [chosenPay, setPay] = useState<SubscriptionPayMethod | null>(null);
  const cardPayments = useCardPayments();
  const [formError, setFormError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const queryClient = useQueryClient();
  const upgrade = useUpgradeSubscription();
  const renew = useRenewSubscription();
  const base = {
    store: store.id,
    action,
    ...(action === 'upgrade' ? { package: packageId } : {}),
  };
  const quote = useQuery(
    quoteQueryOptions(viewer, { ...base, ...(applied ? { coupon: applied } : {}) }),
  );
  const [checking, setChecking] = useState(false);
  const money = (amount: number) => formatMoney(amount, language);

  const applyCoupon = async (code: string) => {
    setCouponError(null);
    if (!code.trim()) {
      setCouponError(t('validation.coupon.required'));
      return;
    }
    setChecking(true);
    try {
      // A code the server refuses answers coupon_invalid; only an accepted code is kept.
      await queryClient.fetchQuery(quoteQueryOptions(viewer, { ...base, coupon: code.trim() }));
      setApplied(code.trim());
    } catch (error) {
      setCouponError(t(isApiError(error) ? error.messageKey : 'errors.coupon_invalid'));
    } finally {
      setChecking(false);
    }
  };

  const submit = async () => {
    setFormError(null);
    // Spec §8: a typed coupon must be applied before subscribing.
    if (couponText.trim() && couponText.trim() !== applied) {
      setFormError('errors.coupon_required');
      return;
    }
    const body = {
      store_id: store.id,
      pay,
      ...(applied ? { coupon: applied } : {}),
    };
    try {
      const result =
        action === 'upgrade'
          ? await upgrade.mutateAsync({ ...body, package_id: packageId })
          : await renew.mutateAsync(body);
      if (result.status === 'checkout' && result.checkout_url) {
        setLeaving(true);
        window.location.assign(result.checkout_url);
        return;
      }
      toast.show({
        status: 'success',
        title: t(action === 'upgrade' ? `${S}.checkout.done_upgrade` : `${S}.checkout.done_renew`),
      });
      onDone();
    } catch (error) {
      setFormError(isApiError(error) ? error.messageKey : 'errors.internal');
    }
  };

  if (quote.isPending) return <Skeleton height="40" borderRadius="xl" />;
  if (quote.isError) {
    return (
      <FormAlert
        messageKey={isApiError(quote.error) ? quote.error.messageKey : 'errors.internal'}
      />
    );
  }
  const q = quote.data;
  // The wallet when it covers the price, else the card, until the seller picks one; the wallet
  // only when card payments are off.
  const pay: SubscriptionPayMethod = !cardPayments
    ? 'wallet'
    : (chosenPay ?? (q.amount <= balance ? 'wallet' : 'card'));
  const short = pay === 'wallet' && q.amount > balance;
  return (
    <Card data-testid="checkout">
      <Stack gap="3">
        <Heading as="h2" size="md">
          {t(`${S}.checkout.title`)}
        </Heading>
        <Stack gap="1">
          <Line label={t(`${S}.checkout.base`)} value={money(q.base_price)} />
          {q.credit > 0 ? (
            <Line label={t(`${S}.checkout.credit`)} value={`− ${money(q.credit)}`} />
          ) : null}
          {q.discount > 0 ? (
            <Line label={t(`${S}.checkout.discount`)} value={`− ${money(q.discount)}`} />
          ) : null}
          <Box borderTopWidth="1px" />
          <Line label={t(`${S}.checkout.total`)} value={money(q.amount)} strong />
          <Text fontSize="sm" color="fg.muted" data-testid="checkout-until">
            {q.expires_at
              ? t(`${S}.checkout.until`, { date: formatDay(q.expires_at, language) })
              : t(`${S}.checkout.no_expiry`)}
          </Text>
        </Stack>
        <Field.Root invalid={!!couponError}>
          <Field.Label>{t(`${S}.checkout.coupon`)}</Field.Label>
          <HStack gap="2" w="full">
            <Input
              name="coupon"
              value={couponText}
              maxLength={40}
              dir="ltr"
              autoComplete="off"
              onChange={(event) => {
                setCouponText(event.target.value);
                setCouponError(null);
                if (applied) setApplied(null);
              }}
            />
            <Button
              variant="outline"
              loading={checking}
              onClick={() => void applyCoupon(couponText)}
            >
              {t(`${S}.checkout.apply`)}
            </Button>
          </HStack>
          {couponError ? <Field.ErrorText>{couponError}</Field.ErrorText> : null}
          {applied ? (
            <Field.HelperText color="green.fg">
              {t(`${S}.checkout.coupon_applied`, { code: applied })}
            </Field.HelperText>
          ) : null}
        </Field.Root>
        {q.amount > 0 ? (
          <RadioGroup.Root
            value={pay}
            onValueChange={(event) => setPay(event.value as SubscriptionPayMethod)}
            aria-label={t(`${S}.checkout.pay_with`)}
          >
            <Text fontWeight="semibold" mb="1">
              {t(`${S}.checkout.pay_with`)}
            </Text>
            <Stack gap="2">
              <RadioGroup.Item value="wallet">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>
                  {t(`${S}.checkout.wallet`, { balance: money(balance) })}
                </RadioGroup.ItemText>
              </RadioGroup.Item>
              {cardPayments ? (
                <RadioGroup.Item value="card">
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{t(`${S}.checkout.card`)}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ) : null}
            </Stack>
          </RadioGroup.Root>
        ) : null}
        {pay === 'card' && q.amount > 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t(`${S}.checkout.card_note`)}
          </Text>
        ) : null}
        {short ? (
          <HStack gap="2" wrap="wrap">
            <Text fontSize="sm" color="fg.error">
              {t(`${S}.checkout.wallet_short`)}
            </Text>
            <Button asChild size="xs" variant="outline">
              <Link to="/wallet">{t(`${S}.checkout.charge_wallet`)}</Link>
            </Button>
          </HStack>
        ) : null}
        <FormAlert messageKey={formError} />
        <Button
          data-testid="pay-button"
          colorPalette="brand"
          disabled={short}
          loading={upgrade.isPending || renew.isPending || leaving}
          onClick={() => void submit()}
        >
          {q.amount > 0
            ? t(`${S}.checkout.pay`, { amount: money(q.amount) })
            : t(`${S}.checkout.confirm_free`)}
        </Button>
      </Stack>
    </Card>
  );
}

function DowngradePreviewPanel({ store, pkg }: { store: SubscriptionStore; pkg: UpgradePackage }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const viewer = useViewer();
  const preview = useQuery(downgradePreviewQueryOptions(viewer, store.id, pkg.id));
  const schedule = useScheduleDowngrade();
  const [formError, setFormError] = useState<string | null>(null);
  if (preview.isPending) return <Skeleton height="24" borderRadius="xl" />;
  if (preview.isError) {
    return (
      <FormAlert
        messageKey={isApiError(preview.error) ? preview.error.messageKey : 'errors.internal'}
      />
    );
  }
  const archived = preview.data.archived;
  return (
    <Card data-testid="downgrade-preview">
      <Stack gap="3">
        <Heading as="h2" size="md">
          {archived.length > 0
            ? t(`${S}.downgrade.preview_title`, { count: archived.length })
            : t(`${S}.downgrade.preview_none`)}
        </Heading>
        {archived.length > 0 ? (
          <Stack as="ol" gap="2" ps="0">
            {archived.map((product) => (
              <HStack
                as="li"
                key={product.id}
                listStyleType="none"
                gap="3"
                data-testid="archived-product"
              >
                {product.main_image ? (
                  <Image
                    src={product.main_image}
                    alt=""
                    w="12"
                    h="12"
                    objectFit="cover"
                    borderRadius="md"
                    flexShrink={0}
                  />
                ) : (
                  <Box w="12" h="12" borderRadius="md" bg="bg.muted" flexShrink={0} />
                )}
                <Text>{nameOf(product, language)}</Text>
              </HStack>
            ))}
          </Stack>
        ) : null}
        <FormAlert messageKey={formError} />
        <Button
          colorPalette="brand"
          loading={schedule.isPending}
          disabled={store.scheduled_package_id === pkg.id}
          onClick={() => {
            setFormError(null);
            schedule.mutate(
              { store_id: store.id, package_id: pkg.id },
              {
                onSuccess: () =>
                  toast.show({ status: 'success', title: t(`${S}.downgrade.scheduled`) }),
                onError: (error) =>
                  setFormError(isApiError(error) ? error.messageKey : 'errors.internal'),
              },
            );
          }}
        >
          {t(`${S}.downgrade.schedule`)}
        </Button>
      </Stack>
    </Card>
  );
}

function isBigger(pkg: UpgradePackage, store: SubscriptionStore) {
  const subscribing = store.package_id === null || store.is_trial || store.expired;
  if (subscribing) return true;
  if (pkg.id === store.package_id) return false;
  return (
    pkg.products_count > store.products_count ||
    (pkg.is_lifetime && !store.is_lifetime && pkg.products_count >= store.products_count)
  );
}

function TabLinks({ type, storeId }: { type: UpgradeType; storeId: number }) {
  const { t } = useTranslation();
  const tabs: UpgradeType[] = ['upgrade', 'renew', 'downgrade'];
  return (
    <HStack gap="2" role="navigation" aria-label={t(`${S}.title`)}>
      {tabs.map((tab) => (
        <Button
          key={tab}
          asChild
          flex="1"
          size="sm"
          variant={tab === type ? 'solid' : 'outline'}
          colorPalette="brand"
        >
          <Link
            to={`/upgrade${tab === 'upgrade' ? '' : `/${tab}`}?store=${storeId}`}
            aria-current={tab === type ? 'page' : undefined}
            replace
          >
            {t(`${S}.tabs.${tab}`)}
          </Link>
        </Button>
      ))}
    </HStack>
  );
}

/**
 * `/upgrade/:type?`: the packages with features, price, products and period; for the
 * chosen store its package, expiry and quota; upgrade now (with the pro-rating credit), renew
 * from the current expiry, or schedule a downgrade for the next renewal with the preview of the
 * products it archives. Paid from the wallet or by card, with a coupon.
 */
export function UpgradePage({ type }: { type: UpgradeType }) {
  const { t } = useTranslation();
  const viewer = useViewer();
  const [search, setSearch] = useSearchParams();
  const storeParam = Number(search.get('store'));
  const storeId = Number.isInteger(storeParam) && storeParam > 0 ? storeParam : null;
  const page = useQuery(upgradePageQueryOptions(viewer, storeId));
  const [chosen, setChosen] = useState<number | null>(null);

  let body: React.ReactNode;
  if (page.isPending) {
    body = <Skeleton height="60" borderRadius="xl" />;
  } else if (page.isError) {
    body = (
      <LoadFailed
        error={page.error}
        title={t(`${S}.load_failed`)}
        retry={() => void page.refetch()}
      />
    );
  } else {
    const { packages, stores, store, balance } = page.data;
    const bigger = store ? packages.filter((pkg) => isBigger(pkg, store)) : [];
    const smaller =
      store && store.package_id !== null
        ? packages.filter((pkg) => !pkg.is_lifetime && pkg.products_count < store.products_count)
        : [];
    const canDowngrade =
      store !== null && store.package_id !== null && !store.is_trial && !store.is_lifetime;
    const canRenew = canDowngrade;
    const chosenPackage = packages.find((pkg) => pkg.id === chosen) ?? null;
    body = (
      <Stack gap="4">
        {stores.length === 0 ? (
          <Card>
            <Stack gap="3" align="start">
              <Text>{t(`${S}.no_stores`)}</Text>
              <Button asChild colorPalette="brand">
                <Link to="/my-stores?new=1">{t(`${S}.open_store`)}</Link>
              </Button>
            </Stack>
          </Card>
        ) : (
          <Field.Root>
            <Field.Label>{t(`${S}.store_label`)}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                name="store"
                value={store?.id ?? ''}
                onChange={(event) => {
                  setChosen(null);
                  const next = new URLSearchParams(search);
                  next.set('store', event.target.value);
                  setSearch(next, { replace: true });
                }}
              >
                {stores.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        )}
        {store ? <CurrentPlan store={store} /> : null}
        {store ? <TabLinks type={type} storeId={store.id} /> : null}
        {!store ? (
          <Stack as="ul" gap="3" ps="0">
            {packages.map((pkg) => (
              <PackageCard key={pkg.id} pkg={pkg} current={false} chosen={false} />
            ))}
          </Stack>
        ) : type === 'renew' ? (
          canRenew ? (
            <Stack gap="3">
              <Text color="fg.muted">{t(`${S}.renew.intro`)}</Text>
              <Checkout
                key={`renew-${store.id}`}
                store={store}
                action="renew"
                packageId={store.scheduled_package_id ?? store.package_id!}
                balance={balance}
                onDone={() => undefined}
              />
            </Stack>
          ) : (
            <Text color="fg.muted">{t(`${S}.renew.unavailable`)}</Text>
          )
        ) : type === 'downgrade' ? (
          <Stack gap="3">
            <Text color="fg.muted">{t(`${S}.downgrade.intro`)}</Text>
            {!canDowngrade ? (
              <Text>{t(`${S}.downgrade.unavailable`)}</Text>
            ) : smaller.length === 0 ? (
              <Text>{t(`${S}.downgrade.none_smaller`)}</Text>
            ) : (
              <Stack as="ul" gap="3" ps="0">
                {smaller.map((pkg) => (
                  <Stack key={pkg.id} gap="3">
                    <PackageCard
                      pkg={pkg}
                      current={false}
                      chosen={chosen === pkg.id}
                      onChoose={() => setChosen(pkg.id)}
                    />
                    {chosen === pkg.id ? <DowngradePreviewPanel store={store} pkg={pkg} /> : null}
                  </Stack>
                ))}
              </Stack>
            )}
          </Stack>
        ) : (
          <Stack gap="3">
            {bigger.length === 0 ? <Text>{t(`${S}.upgrade.none_bigger`)}</Text> : null}
            <Stack as="ul" gap="3" ps="0">
              {packages.map((pkg) => {
                const choosable = bigger.includes(pkg);
                return (
                  <Stack key={pkg.id} gap="3">
                    <PackageCard
                      pkg={pkg}
                      current={pkg.id === store.package_id && !store.expired}
                      chosen={chosen === pkg.id}
                      {...(choosable ? { onChoose: () => setChosen(pkg.id) } : {})}
                    />
                    {chosenPackage && chosen === pkg.id ? (
                      <Checkout
                        key={`upgrade-${store.id}-${pkg.id}`}
                        store={store}
                        action="upgrade"
                        packageId={pkg.id}
                        balance={balance}
                        onDone={() => setChosen(null)}
                      />
                    ) : null}
                  </Stack>
                );
              })}
            </Stack>
          </Stack>
        )}
      </Stack>
    );
  }

  return (
    <Container maxW="3xl" py="6" px="4">
      <PageHead title={t(`${S}.title`)} noIndex />
      <Stack gap="4">
        <Heading as="h1" size="xl">
          {t(`${S}.title`)}
        </Heading>
        <Text color="fg.muted">{t(`${S}.intro`)}</Text>
        {body}
      </Stack>
    </Container>
  );
}
