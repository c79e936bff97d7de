/**
 * Every error the API can answer with. The client shows `errors.<code>` from the locale files,
 * so each member has an Arabic and an English message (checked by the i18n parity test).
 */
export const AppErrorCode = {
  /** Body, query or params failed the contract; `fields` lists the offending fields. */
  validation_failed: 'validation_failed',
  /** No valid bearer token (missing, malformed, expired or revoked). HTTP 401. */
  unauthenticated: 'unauthenticated',
  /** The token's owner kind or role does not match what the route demands. HTTP 403. */
  not_authorized: 'not_authorized',
  /** HTTP 404 for an unknown route or record. */
  not_found: 'not_found',
  /** Product is missing, not accepted, archived, or its store is inactive (spec §8). */
  product_not_available: 'product_not_available',
  /** Store is missing, suspended, archived or expired (spec §8). */
  store_not_available: 'store_not_available',
  /** A unique field is already taken. HTTP 409. */
  conflict: 'conflict',
  /** Too many requests from this client. HTTP 429. */
  rate_limited: 'rate_limited',
  /** The database or a dependency is down. HTTP 503. */
  service_unavailable: 'service_unavailable',
  /** Anything unexpected; details are logged, never sent. HTTP 500. */
  internal: 'internal',
  /** Client side only: the browser is offline (spec §8 "not online"). */
  offline: 'offline',
  /** Client side only: offline, the write was kept in the outbox and is sent when back online. */
  offline_queued: 'offline_queued',
  /** Client side only: the request was aborted (spec §8 `axios_cancelled`). */
  axios_cancelled: 'axios_cancelled',
  /** Client side only: no answer within 60 s. */
  timeout: 'timeout',
  /**
   * Wrong login or password. HTTP 400, not 401: the client treats 401 as "session ended" and
   * clears the session, which is wrong on a login form.
   */
  invalid_credentials: 'invalid_credentials',
  /** The email or SMS code is wrong or expired. HTTP 400. */
  otp_invalid: 'otp_invalid',
  /** The authenticator code of a panel account is wrong. HTTP 400. */
  two_factor_invalid: 'two_factor_invalid',
  /**
   * The password was right but is a one-time one (production's first admin): panel login must be
   * sent again with `new_password`. HTTP 400, as a wrong password is, so no session is cleared.
   */
  password_change_required: 'password_change_required',
  /** The account is suspended (spec §4 active/suspended). HTTP 403. */
  account_suspended: 'account_suspended',
  /**
   * A reseller's or sub-reseller's shop session was used on their panel, but the account has 2FA on:
   * the hand-over of spec §4 is refused and the panel needs `/panel/login` with the code. HTTP 403.
   * The shop session stays valid (unlike `not_authorized`, the client does not sign out).
   */
  panel_two_factor_required: 'panel_two_factor_required',
  /**
   * The password was right but the account is unverified and holds neither an email nor a phone
   * to send the confirming code to (another account verified them first). HTTP 403.
   */
  verification_unavailable: 'verification_unavailable',
  /**
   * Too many wrong passwords for this account this hour, from all addresses: a sign-in from a
   * device the account has not signed in on needs the code emailed by `/api/login/code` too
   * (docs/decisions/0020-sign-in-guessing.md). The password was not checked. HTTP 403.
   */
  sign_in_code_required: 'sign_in_code_required',
  /**
   * As `sign_in_code_required`, but the account has no verified email: only a device it signed in
   * on before (its device cookie) can sign in until the hour has passed. HTTP 403.
   */
  sign_in_device_required: 'sign_in_device_required',
  /** The order or product status move is not allowed for this actor (domain/status). HTTP 409. */
  invalid_transition: 'invalid_transition',
  /** The store's package allows no more active products. HTTP 403. */
  quota_exceeded: 'quota_exceeded',
  /** The coupon does not exist, expired or is used up. HTTP 400. */
  coupon_invalid: 'coupon_invalid',
  /** A coupon must be applied to subscribe to this package (spec §8). HTTP 400. */
  coupon_required: 'coupon_required',
  /** The card payment was declined or failed (spec §8). HTTP 402. */
  payment_failed: 'payment_failed',
  /** The wallet credit does not cover the amount. HTTP 402. */
  insufficient_credit: 'insufficient_credit',
  /** An uploaded image is not jpg/jpeg/png or smaller than 647x647 (spec §5). HTTP 400. */
  image_invalid: 'image_invalid',
  /** The upload or body exceeds the size limit. HTTP 413. */
  payload_too_large: 'payload_too_large',
  /** The Idempotency-Key was already used for a different request (method, path or body). HTTP 422. */
  idempotency_key_reused: 'idempotency_key_reused',
  /** A request with this Idempotency-Key is still being answered; retry shortly. HTTP 409. */
  idempotency_in_progress: 'idempotency_in_progress',
  /** The record is still used by others (a category with products, an area with stores). HTTP 409. */
  in_use: 'in_use',
  /** A payment callback whose signature is not the provider's (forged or altered). HTTP 400. */
  payment_signature_invalid: 'payment_signature_invalid',
  /** The payment provider did not answer or refused the request; try later (spec §8). HTTP 502. */
  payment_provider_unavailable: 'payment_provider_unavailable',
  /**
   * No card payment provider is configured (production without Fawry credentials): only cash on
   * delivery and the wallet. HTTP 400; nothing was written.
   */
  card_payments_unavailable: 'card_payments_unavailable',
  /**
   * Rating refused by the who-may-rate rule (ratings service `canRateProduct`/`canRateStore`): a
   * store's own owner or staff, or a shopper the rule does not admit yet. HTTP 403.
   */
  rating_not_allowed: 'rating_not_allowed',
  /** The shopper already has an open report about this product or store. HTTP 409. */
  already_reported: 'already_reported',
  /** Not enough stock for a cart line or an order. HTTP 409. */
  out_of_stock: 'out_of_stock',
  /** A product's required attributes, or their values, were not all chosen (spec §8). HTTP 400. */
  attributes_required: 'attributes_required',
  /** A store group of the checkout has no product selected (spec §8). HTTP 400. */
  cart_selection_empty: 'cart_selection_empty',
  /** A chosen cart line is unavailable or changed price since it was added: review the cart. HTTP 409. */
  cart_changed: 'cart_changed',
  /** A store of the checkout does not deliver to the chosen address (its delivery table). HTTP 400. */
  delivery_unavailable: 'delivery_unavailable',
  /**
   * The package cannot start a new store here: inactive, paid (subscribe from /upgrade), or a
   * trial this account has already used. HTTP 400.
   */
  package_unavailable: 'package_unavailable',
  /** The store blocked this customer: the chat refuses their messages. HTTP 403. */
  chat_blocked: 'chat_blocked',
  /** A chat offer that is not the caller's, was already used, or whose product is gone. HTTP 409. */
  offer_not_available: 'offer_not_available',
  /** Not a bigger package than the store's current one (or not one that can be bought). HTTP 400. */
  package_not_upgrade: 'package_not_upgrade',
  /** Not a smaller package than the store's current paid one. HTTP 400. */
  package_not_downgrade: 'package_not_downgrade',
  /** The store's package cannot be renewed: none, a trial, or lifetime (subscribe instead). HTTP 400. */
  renew_unavailable: 'renew_unavailable',
  /**
   * The scheduled downgrade's next period is already paid for (an early renewal bought it): it can
   * no longer be cancelled or replaced. HTTP 409.
   */
  downgrade_paid: 'downgrade_paid',
  /** The customer already put this chat offer in the cart or ordered it (used once). HTTP 409. */
  offer_used: 'offer_used',
  /** A chat offer's cart line is the offer's pieces at its price: its quantity does not change. HTTP 409. */
  offer_line_fixed: 'offer_line_fixed',
  /** The chat offer's time passed before it was ordered. HTTP 409. */
  offer_expired: 'offer_expired',
  /** The store withdrew the chat offer. HTTP 409. */
  offer_withdrawn: 'offer_withdrawn',
  /** The chat offer was already ordered, withdrawn or expired: it cannot be withdrawn. HTTP 409. */
  offer_closed: 'offer_closed',
  /** A store verification submitted before every step (phone, ID photos, fee) was done. HTTP 400. */
  verification_incomplete: 'verification_incomplete',
} as const;
export type AppErrorCode = (typeof AppErrorCode)[keyof typeof AppErrorCode];

export const APP_ERROR_STATUS: Record<AppErrorCode, number> = {
  validation_failed: 400,
  unauthenticated: 401,
  not_authorized: 403,
  not_found: 404,
  product_not_available: 404,
  store_not_available: 404,
  conflict: 409,
  rate_limited: 429,
  service_unavailable: 503,
  internal: 500,
  offline: 0,
  offline_queued: 0,
  axios_cancelled: 0,
  timeout: 0,
  invalid_credentials: 400,
  otp_invalid: 400,
  two_factor_invalid: 400,
  password_change_required: 400,
  account_suspended: 403,
  panel_two_factor_required: 403,
  verification_unavailable: 403,
  sign_in_code_required: 403,
  sign_in_device_required: 403,
  invalid_transition: 409,
  quota_exceeded: 403,
  coupon_invalid: 400,
  coupon_required: 400,
  payment_failed: 402,
  insufficient_credit: 402,
  image_invalid: 400,
  payload_too_large: 413,
  idempotency_key_reused: 422,
  idempotency_in_progress: 409,
  in_use: 409,
  payment_signature_invalid: 400,
  payment_provider_unavailable: 502,
  card_payments_unavailable: 400,
  rating_not_allowed: 403,
  already_reported: 409,
  out_of_stock: 409,
  attributes_required: 400,
  cart_selection_empty: 400,
  cart_changed: 409,
  delivery_unavailable: 400,
  package_unavailable: 400,
  chat_blocked: 403,
  offer_not_available: 409,
  package_not_upgrade: 400,
  package_not_downgrade: 400,
  renew_unavailable: 400,
  downgrade_paid: 409,
  offer_used: 409,
  offer_line_fixed: 409,
  offer_expired: 409,
  offer_withdrawn: 409,
  offer_closed: 409,
  verification_incomplete: 400,
};

/** One invalid field: its dotted path and a message key (`validation.*`). */
export interface FieldError {
  path: string;
  message: string;
}

/** The failure envelope: `{ error }`. */
export interface ApiErrorBody {
  error: {
    code: AppErrorCode;
    message: string;
    fields?: FieldError[];
    /** Seconds to wait before trying again (rate_limited answers; also the Retry-After header). */
    retryAfter?: number;
  };
}

/** A text key of the server's texts with its values in each language. */
export interface ErrorText {
  key: string;
  values: Record<'ar' | 'en', Record<string, unknown>>;
}

/** Thrown by services; the server's one error handler turns it into the failure envelope. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly status: number;
  readonly fields?: FieldError[];
  readonly retryAfter?: number;
  /**
   * A more precise answer text than the code's: a text key and its values per language (the
   * names of the required attributes left empty, in the request's language).
   */
  readonly text?: ErrorText;

  constructor(
    code: AppErrorCode,
    message?: string,
    fields?: FieldError[],
    options: { retryAfter?: number; text?: ErrorText } = {},
  ) {
    super(message ?? code);
    this.name = 'AppError';
    this.code = code;
    this.status = APP_ERROR_STATUS[code] || 500;
    this.fields = fields;
    this.retryAfter = options.retryAfter;
    this.text = options.text;
  }
}
