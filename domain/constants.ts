// Business constants and limits of spec §9. Every domain rule reads its numbers from here, so a
// limit changes in one place; the client and the server import the same values.
import { DEFAULT_LANGUAGE, type Language } from './status/statuses';

/** Re-exported so this is the one place to look; the value itself lives in statuses.ts. */
export { DEFAULT_LANGUAGE };

/** English is the fallback when an Arabic string is missing (spec §9). */
export const FALLBACK_LANGUAGE: Language = 'en';
/** Dark mode is opt-in (spec §1, §3 `isDarkMode` default false). */
export const DEFAULT_DARK_MODE = false;
/** Every price and amount is in Egyptian pounds (spec §1). */
export const CURRENCY = 'EGP';
/** Prices and payment amounts carry two decimals (spec §5, §9). */
export const PRICE_DECIMALS = 2;

/** A request without an answer after this long fails with `timeout` (spec §7). */
export const REQUEST_TIMEOUT_MS = 60_000;
/** How long a toast stays on screen (spec §9). */
export const TOAST_MS = 5_000;
/** How often the build manifest is polled for a new version (spec §9: every hour). */
export const UPDATE_CHECK_MS = 3_600_000;
/** A failed lazy chunk reloads the page at most once within this window (spec §9). */
export const RELOAD_GUARD_MS = 10_000;
/** At most this many route chunks are preloaded at once (spec §9). */
export const MAX_ROUTE_PRELOADS = 4;
/** Lengths of the random client ids (spec §9: 10 or 9 characters). */
export const RANDOM_ID_LENGTHS = [10, 9] as const;

/** Browser geolocation options (spec §9: high accuracy, cached age 2 s, timeout 5 s). */
export const GEOLOCATION_OPTIONS = {
  enableHighAccuracy: true,
  maximumAge: 2_000,
  timeout: 5_000,
} as const;

/** Egyptian mobile numbers: `01` followed by nine digits (spec §5). */
export const PHONE_LENGTH = 11;
export const PHONE_PREFIX = '01';
/** Egypt's country code as it appears in messaging links (`wa.me/2010…`). */
export const EGYPT_DIALLING_CODE = '2';

/** A product is archived this many days after publishing unless it is permanent (spec §3). */
export const DEFAULT_EXISTENCE_DAYS = 90;
/** A package grants at least this many active products (spec §5). */
export const MIN_PACKAGE_PRODUCTS = 100;
/** `store_expiration` reminders go out this many days before expiry (DESIGN §4). */
export const STORE_EXPIRATION_REMINDER_DAYS = [7, 3, 1] as const;

/** Uploaded images must be at least this wide and this tall (spec §5: 647x647). */
export const MIN_IMAGE_SIDE = 647;
/** Accepted image extensions (spec §9). */
export const IMAGE_TYPES = ['jpeg', 'png', 'jpg'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];
/** MIME types of the accepted extensions; `image/jpg` is unregistered but some browsers send it. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/jpg'] as const;

/** Ratings go from half a star to five stars in halves (spec §5, §9). */
export const RATING_MIN = 0.5;
export const RATING_MAX = 5;
export const RATING_STEP = 0.5;

/** Discount percent: above 0, up to 100 (spec §9). */
export const DISCOUNT_MIN_EXCLUSIVE = 0;
export const DISCOUNT_MAX = 100;
/** Adjustments (price or stock changes in percent) stay within ±100 (spec §9). */
export const ADJUSTMENT_MIN = -100;
export const ADJUSTMENT_MAX = 100;
export const PERCENTAGE_MAX = 100;

/** Meta tag limits in characters (spec §5, §9). */
export const META_LIMITS = { title: 55, description: 120, keywords: 255 } as const;
/** Structured-data (JSON-LD) limits in characters (spec §5, §9). */
export const STRUCTURED_DATA_LIMITS = { headline: 30, name: 30, description: 50 } as const;

/**
 * Text lengths of spec §5 in characters (code points, so an emoji counts once).
 * `[min, max]` pairs; a missing side is unbounded.
 */
export const TEXT_LIMITS = {
  username: [2, 20],
  personName: [2, 20],
  longName: [2, 50],
  storeName: [2, 50],
  storeUsername: [2, 50],
  productName: [2, 70],
  description: [10, 2000],
  productDescription: [2, 2000],
  adminStoreDescription: [5, 2000],
  resellerStoreDescription: [5, 500],
  cancellationReason: [10, 1000],
  courier: [2, 100],
  trackingNumber: [2, 100],
  footer: [0, 750],
  password: [6, Number.POSITIVE_INFINITY],
  address: [10, 200],
  orderAddress: [2, Number.POSITIVE_INFINITY],
  storeAddress: [5, 500],
  telegramUsername: [5, 32],
} as const satisfies Record<string, readonly [number, number]>;

/** Push tokens are refreshed after this many days (spec §4, §9). */
export const PUSH_TOKEN_REFRESH_DAYS = 7;
/** An installation auth token is renewed this long before it expires (spec §9). */
export const INSTALLATION_TOKEN_MARGIN_MS = 3_600_000;
/** A pending push registration is awaited this long, polled at this interval (spec §9). */
export const PUSH_REGISTRATION_TIMEOUT_MS = 10_000;
export const PUSH_REGISTRATION_POLL_MS = 100;
/** Heartbeats are kept this many days; the heartbeat header is capped (spec §9). */
export const HEARTBEAT_RETENTION_DAYS = 30;
export const HEARTBEAT_HEADER_MAX_CHARS = 1024;
