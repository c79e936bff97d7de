// Every message key the validation schemas emit, in one tree that mirrors
// src/i18n/locales/{ar,en}/validation.json. Schemas carry keys, never text (STYLE habit 5); a test
// checks that every leaf here resolves in both languages.

/** Namespace of the validation messages; the rest of a key is the path inside validation.json. */
export const VALIDATION_NAMESPACE = 'validation';

const range = <P extends string>(p: P) =>
  ({
    too_short: `validation.${p}.too_short`,
    too_long: `validation.${p}.too_long`,
  }) as const;

/** Message keys, `validation.<path>`; the leaf names are the JSON keys. */
export const V = {
  /** Empty, missing or of the wrong type. */
  required: 'validation.required',
  /** Any text field (hygiene.ts): control characters, or longer than its ceiling. */
  text: { control: 'validation.text.control', too_long: 'validation.text.too_long' },
  /** Chat messages: 1–2000 characters; offers only for negotiable products. */
  chat: {
    message_required: 'validation.chat.message_required',
    message_too_long: 'validation.chat.message_too_long',
    /** A product that is not negotiable is offered at its list price, or less the store's own discount. */
    offer_price_fixed: 'validation.chat.offer_price_fixed',
    offer_discount: 'validation.chat.offer_discount',
    offer_validity: 'validation.chat.offer_validity',
    /** The offer is for a product of another store. */
    offer_other_store: 'validation.chat.offer_other_store',
  },
  username: {
    ...range('username'),
    whitespace: 'validation.username.whitespace',
    characters: 'validation.username.characters',
    needs_letter: 'validation.username.needs_letter',
    /** Another account has it (server check, register and profile). */
    taken: 'validation.username.taken',
  },
  name: {
    ...range('name'),
    /** The 50-character variant ("name not above 50 characters", spec §8). */
    too_long_50: 'validation.name.too_long_50',
    digits: 'validation.name.digits',
    symbols: 'validation.name.symbols',
    /** Another entry of the same list already has this name (governorates, areas). */
    taken: 'validation.name.taken',
  },
  email: { invalid: 'validation.email.invalid', taken: 'validation.email.taken' },
  password: {
    /** One message for length, capital letter and digit, as spec §5 words it. */
    rule: 'validation.password.rule',
    mismatch: 'validation.password.mismatch',
    /** Change password: the current password given is not the account's. */
    current_wrong: 'validation.password.current_wrong',
  },
  store_name: range('store_name'),
  store_username: {
    ...range('store_username'),
    whitespace: 'validation.store_username.whitespace',
    characters: 'validation.store_username.characters',
    digits_only: 'validation.store_username.digits_only',
    example: 'validation.store_username.example',
    taken: 'validation.store_username.taken',
  },
  product_name: { ...range('product_name'), characters: 'validation.product_name.characters' },
  description: range('description'),
  product_description: range('product_description'),
  admin_store_description: range('admin_store_description'),
  reseller_store_description: range('reseller_store_description'),
  cancellation_reason: range('cancellation_reason'),
  /** A shipped order's courier name and tracking number (2–100). */
  courier: range('courier'),
  tracking_number: range('tracking_number'),
  /** A product rejection reason the seller sees (5–1000). */
  rejection_reason: range('rejection_reason'),
  footer: { too_long: 'validation.footer.too_long' },
  phone: {
    digits: 'validation.phone.digits',
    prefix: 'validation.phone.prefix',
    length: 'validation.phone.length',
    taken: 'validation.phone.taken',
  },
  address: range('address'),
  order_address: { too_short: 'validation.order_address.too_short' },
  store_address: range('store_address'),
  location: { invalid: 'validation.location.invalid' },
  color: { invalid: 'validation.color.invalid', white: 'validation.color.white' },
  url: { invalid: 'validation.url.invalid' },
  instagram: { invalid: 'validation.instagram.invalid' },
  linkedin: { invalid: 'validation.linkedin.invalid' },
  facebook: {
    invalid: 'validation.facebook.invalid',
    /** The optional facebook field also takes fb.watch links. */
    invalid_or_watch: 'validation.facebook.invalid_or_watch',
  },
  twitter: { invalid: 'validation.twitter.invalid' },
  telegram: { invalid: 'validation.telegram.invalid' },
  youtube: { invalid: 'validation.youtube.invalid' },
  facebook_video: { invalid: 'validation.facebook_video.invalid' },
  video: { invalid: 'validation.video.invalid' },
  image: {
    /** Shown as an info toast (spec §5). */
    required: 'validation.image.required',
    /** Shown as an error toast (spec §5). */
    type: 'validation.image.type',
    too_small: 'validation.image.too_small',
  },
  number: {
    digits_only: 'validation.number.digits_only',
    not_negative: 'validation.number.not_negative',
    integer: 'validation.number.integer',
    adjustment: 'validation.number.adjustment',
    percentage: 'validation.number.percentage',
    discount: 'validation.number.discount',
    too_large: 'validation.number.too_large',
    /** An amount of money with more than two decimals. */
    money: 'validation.number.money',
    /** A delivery estimate whose longest time is shorter than its shortest. */
    days_range: 'validation.number.days_range',
  },
  date: {
    invalid: 'validation.date.invalid',
    after_today: 'validation.date.after_today',
    /** An end date before its start date. */
    order: 'validation.date.order',
  },
  rating: { required: 'validation.rating.required', invalid: 'validation.rating.invalid' },
  /** A rating's comment (at most 1000 characters) and a report's details (at most 1000). */
  feedback: {
    comment_too_long: 'validation.feedback.comment_too_long',
    details_too_long: 'validation.feedback.details_too_long',
    note_too_long: 'validation.feedback.note_too_long',
  },
  coupon: { required: 'validation.coupon.required' },
  choice: {
    branch: 'validation.choice.branch',
    category: 'validation.choice.category',
    attribute: 'validation.choice.attribute',
    report_reason: 'validation.choice.report_reason',
    opinion: 'validation.choice.opinion',
    /** A store that is not the (sub-)reseller's reseller's own. */
    store: 'validation.choice.store',
  },
  page: { too_small: 'validation.page.too_small', too_big: 'validation.page.too_big' },
  package: {
    products_count: 'validation.package.products_count',
    /** A trial package needs 1–365 trial days. */
    trial_days: 'validation.package.trial_days',
    /** A package cannot be a trial and lifetime at once. */
    lifetime_trial: 'validation.package.lifetime_trial',
  },
  /** Titles of wizard steps and similar short headings: 2–100 characters. */
  title: range('title'),
  /** Static page text (about, privacy, terms): 10–20,000 characters. */
  page_body: range('page_body'),
  moderator: { permissions: 'validation.moderator.permissions' },
  /** Panel people: verifying a channel the account has no address on. */
  account: { no_contact: 'validation.account.no_contact' },
  language: { invalid: 'validation.language.invalid' },
  /** A search keyword: 2–60 characters. */
  keyword: { ...range('keyword'), taken: 'validation.keyword.taken' },
  /** An offer's link: the product, store or category id does not exist, or the URL is not one. */
  offer_link: { invalid: 'validation.offer_link.invalid' },
  /** A catalogue query parameter (filter, sort, page size) that makes no sense. */
  filter: { invalid: 'validation.filter.invalid' },
  search: { too_long: 'validation.search.too_long' },
  /** Products import (panel): problems with the file as a whole or with one row. */
  import: {
    unreadable: 'validation.import.unreadable',
    columns: 'validation.import.columns',
    empty: 'validation.import.empty',
    too_many_rows: 'validation.import.too_many_rows',
    unknown_product: 'validation.import.unknown_product',
    duplicate: 'validation.import.duplicate',
    /** Two rows of the file give one store's products the same SKU. */
    duplicate_sku: 'validation.import.duplicate_sku',
  },
  /** A product SKU another product of the same store already has (unique per store). */
  sku: { taken: 'validation.sku.taken' },
  /** An id of a record that does not exist (or no longer does): a category, a store … */
  reference: { unknown: 'validation.reference.unknown' },
  /** Bulk panel writes: no row chosen, or more than one call may touch. */
  bulk: { empty: 'validation.bulk.empty', too_many: 'validation.bulk.too_many' },
  contact_subject: range('contact_subject'),
  contact_message: range('contact_message'),
  gender: { invalid: 'validation.gender.invalid' },
  /** A 6-digit email/SMS or authenticator code. */
  code: { format: 'validation.code.format' },
} as const;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];
/** Any validation message key. */
export type ValidationKey = Leaves<typeof V>;

/** Every key of `V`, flattened; used by the locale test and by tooling. */
export function validationKeys(tree: object = V): string[] {
  return Object.values(tree).flatMap((value: unknown) =>
    typeof value === 'string' ? [value] : validationKeys(value as object),
  );
}

/**
 * i18next form of a message key: `validation.username.too_short` → `validation:username.too_short`
 * (namespace, then the nested path inside that namespace's file); works for `errors.*` keys too.
 */
export function toI18nKey(key: string): string {
  const dot = key.indexOf('.');
  return dot > 0 ? `${key.slice(0, dot)}:${key.slice(dot + 1)}` : key;
}
