import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const ROOT = path.resolve(import.meta.dirname, '..');

/** An empty variable (`PORT=`) means "not set", as a missing one does. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const integer = (min: number) =>
  optional(
    z
      .string()
      .regex(/^\d+$/, 'must be a whole number')
      .transform(Number)
      .pipe(z.number().int().min(min)),
  );

/** `10.0.0.1`, `10.0.0.0/8`, `::1`, `fd00::/8`: one address or one CIDR block. */
function isAddressOrCidr(value: string): boolean {
  const [address = '', bits, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY, handed to Fastify's `trustProxy`: unset or `false` trusts nobody (the socket
 * address is the client); a hop count trusts that many proxies in front; `true` trusts every hop
 * (only behind a proxy that overwrites X-Forwarded-For); otherwise the proxies' addresses/CIDRs.
 */
const trustProxySchema = optional(z.string())
  .transform((value, context): boolean | number | string[] => {
    const text = value?.trim() ?? 'false';
    if (text === 'false' || text === '0') return false;
    if (text === 'true') return true;
    if (/^\d+$/.test(text)) return Number(text);
    const addresses = text.split(',').map((part) => part.trim());
    const wrong = addresses.filter((address) => !isAddressOrCidr(address));
    if (wrong.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `must be false, true, a hop count or proxy addresses/CIDRs; not ${wrong.join(', ')}`,
      });
      return z.NEVER;
    }
    return addresses;
  })
  .default(false);

const url = (protocols: RegExp, example: string) =>
  optional(z.string().regex(protocols, `must be a URL like ${example}`));

/**
 * Every variable the server reads, parsed once at start (the only reader of process.env).
 * Defaults that depend on NODE_ENV or another variable are filled in by `readEnv`.
 */
const variablesSchema = z.object({
  NODE_ENV: optional(z.enum(['development', 'production', 'test'])).default('development'),
  PORT: integer(0).default(3000),
  /** Interface to listen on; loopback unless a deployment says otherwise (e.g. `0.0.0.0`). */
  HOST: optional(z.string()).default('127.0.0.1'),
  TRUST_PROXY: trustProxySchema,
  DATA_DIR: optional(z.string()),
  UPLOADS_DIR: optional(z.string()),
  DIST_DIR: optional(z.string()),
  /** The server-rendering bundle (`dist-ssr/`); without it every page renders in the browser. */
  SSR_DIR: optional(z.string()),
  DATABASE_URL: url(/^postgres(ql)?:\/\//, 'postgres://user:pass@host:5432/db'),
  /** PostgreSQL connections this process may hold (the pool; LISTEN has its own). */
  DATABASE_POOL_SIZE: integer(1).default(10),
  /** Public URL of the site, for canonical links, sitemaps and Secure cookies. */
  SITE_URL: url(/^https?:\/\//, 'https://dukkan.example'),
  /** Unset: generated once and shared through the database (PostgreSQL) or DATA_DIR (PGlite). */
  JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  /** Access token lifetime (user kind); for panel sessions, the refresh lifetime. */
  TOKEN_TTL_SECONDS: integer(1).default(60 * 60 * 24 * 30),
  /** Access token lifetime of panel (admin-kind) sessions; they refresh with a rotated token. */
  PANEL_ACCESS_TTL_SECONDS: integer(1).default(15 * 60),
  /** How long a request's actor (role, status, scope) may be reused, in ms; 0 = never. */
  ACTOR_CACHE_TTL_MS: integer(0),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  RATE_LIMIT_MAX: integer(1).default(300),
  /**
   * How long the total of a catalogue grid (count of a filter) may be reused, in ms; 0 = never.
   * Counting tens of thousands of rows dominates a grid request, and a total that lags writes by
   * a few seconds is harmless; the rows themselves are always fresh.
   */
  CATALOGUE_COUNT_TTL_MS: integer(0),
  PANEL_COUNT_TTL_MS: integer(0),
  PANEL_DASHBOARD_TTL_MS: integer(0),
  /**
   * How long the category tree and the whole catalogue's product counts per category may be
   * reused, in ms; 0 = never.
   * They are answered up to as long again while one recount runs, so a count lags a write by at
   * most twice this (plus one recount).
   */
  CATEGORY_COUNT_TTL_MS: integer(0),
  /**
   * How long an anonymous visitor's identical product grid, product search or suggestions answer
   * may be reused, in ms; 0 = never. Short: rows may lag an edit by this much.
   */
  CATALOGUE_ANSWER_TTL_MS: integer(0),
  /**
   * How long the vocabulary words a search word expands to may be reused, in ms; 0 = never. A
   * word new to the catalogue reaches search this much later (plus as long again while the
   * expansion reloads in the background); a product waits longer than that for review anyway.
   */
  SEARCH_WORDS_TTL_MS: integer(0),
  /**
   * How often product and store page views counted in memory are written, in ms; 0 = each view
   * at once. Views shown elsewhere (most viewed, sort by views) lag by this much; views counted
   * since the last write are lost if the process dies without closing.
   */
  VIEW_FLUSH_MS: integer(0),
  /**
   * An OpenAI-compatible API (`https://api.openai.com/v1`, a local server …) for the search
   * keyword run; with AI_API_KEY set the run asks it, otherwise the built-in extractor proposes.
   */
  AI_BASE_URL: url(/^https?:\/\//, 'https://api.openai.com/v1'),
  AI_API_KEY: optional(z.string()),
  /** The chat model the keyword run asks (default `gpt-4o-mini`). */
  AI_MODEL: optional(z.string()).default('gpt-4o-mini'),
  /**
   * FawryPay Express Checkout: all three set → real card payments through Fawry; none set → the
   * built-in sandbox outside production (see PAYMENT_SANDBOX), no card payments in production.
   * Setting only some of them stops the start.
   */
  FAWRY_MERCHANT_CODE: optional(z.string()),
  FAWRY_SECURE_KEY: optional(z.string()),
  /** `https://atfawry.fawrystaging.com` (staging) or `https://www.atfawry.com` (production). */
  FAWRY_BASE_URL: url(/^https?:\/\//, 'https://atfawry.fawrystaging.com'),
  /** A card payment still pending this many minutes later is asked about once more, then expired. */
  PAYMENT_EXPIRY_MINUTES: integer(1).default(30),
  /**
   * The built-in payment sandbox (/sandbox/fawry/, test cards that "pay") when no FAWRY_* is set:
   * on by default in development and tests, off in production unless `true` (a demo or staging
   * install; the start-up banner then says so). `false` turns it off anywhere: no card payments.
   * `true` together with FAWRY_* stops the start (one provider at a time).
   */
  PAYMENT_SANDBOX: optional(z.enum(['true', 'false'])),
  /** How often the background job runner looks for due jobs, in ms; 0 = never (tests drive it). */
  JOBS_POLL_MS: integer(0),
  /** Per-IP limit per minute on sign-in and code calls (on top of the per-account counters). */
  AUTH_RATE_LIMIT_MAX: integer(1).default(30),
  /** Sign-up, sign-in and reset codes one IP may have sent per hour, to any addresses. */
  CODE_IP_LIMIT_PER_HOUR: integer(1).default(20),
  /**
   * Wrong passwords one account may take in an hour from all addresses together; past it a
   * sign-in also needs the account's remembered device or an emailed code.
   */
  SIGN_IN_FAILURES_PER_ACCOUNT_HOUR: integer(1).default(20),
  /** smtp(s)://user:pass@host:port — real email; unset: the dev outbox. */
  SMTP_URL: url(/^smtps?:\/\//, 'smtps://user:pass@mail.example:465'),
  /** Sender of every email, e.g. `Dukkan <no-reply@example.com>`. */
  MAIL_FROM: optional(z.string()).default('Dukkan <no-reply@dukkan.local>'),
  /**
   * VAPID key pair for Web Push (base64url, as `web-push generate-vapid-keys` prints). Unset: a
   * pair is generated once into the `settings` table and shared by every process on the database.
   */
  VAPID_PUBLIC_KEY: optional(
    z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a base64url P-256 public key'),
  ),
  VAPID_PRIVATE_KEY: optional(
    z.string().regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a base64url P-256 private key'),
  ),
  /** Contact the push services may use (`mailto:` or `https:`); default: SITE_URL or a mailto. */
  VAPID_SUBJECT: optional(
    z.string().regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://'),
  ),
  /**
   * Firebase Cloud Messaging (HTTP v1) for devices that registered an FCM token: the service
   * account's project id, client email and private key (PEM; `\n` escapes are accepted).
   */
  FIREBASE_PROJECT_ID: optional(z.string()),
  FIREBASE_CLIENT_EMAIL: optional(z.email('must be the service account email')),
  FIREBASE_PRIVATE_KEY: optional(
    z.string().includes('PRIVATE KEY', { message: 'must be a PEM private key' }),
  ),
  /**
   * Firebase's web app configuration (the console's "firebaseConfig"): with FIREBASE_PROJECT_ID,
   * browsers get their push token through `firebase/messaging` (FCM) instead of Web Push with our
   * VAPID key. FIREBASE_WEB_VAPID_KEY is the project's web push certificate (public key); unset,
   * Firebase's default one is used.
   */
  FIREBASE_API_KEY: optional(z.string().min(1)),
  FIREBASE_APP_ID: optional(z.string().min(1)),
  FIREBASE_MESSAGING_SENDER_ID: optional(z.string().regex(/^\d+$/, 'must be digits')),
  FIREBASE_WEB_VAPID_KEY: optional(
    z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a base64url P-256 public key'),
  ),
  /** Parallel push requests of one process (default 64). */
  PUSH_CONCURRENCY: integer(1).default(64),
  /** Push messages started per second by one process at most (0 = unpaced; default 800). */
  PUSH_RATE_PER_SECOND: integer(0).default(800),
  /**
   * Nice value of push delivery on Linux (0 = the API's priority; default 10): the push process,
   * or the Web Push worker thread when delivery runs inline.
   */
  PUSH_WORKER_NICE: integer(0).default(10),
  /**
   * Where push delivery runs: `process` (a child process of the server, on PostgreSQL; the API
   * process only commits notifications) or `inline` (in the server process; PGlite's only choice).
   * Default: `process` on PostgreSQL outside tests, else `inline`.
   */
  PUSH_DELIVERY: optional(z.enum(['process', 'inline'])),
  /**
   * The push process under Linux's SCHED_IDLE class (`true`, the default; through util-linux's
   * `chrt`): any API thread that wakes takes the CPU from it at once. `false`: PUSH_WORKER_NICE only.
   */
  PUSH_IDLE_CLASS: optional(z.enum(['true', 'false'])).default('true'),
  /**
   * The OpenAPI page and JSON at /api/docs: `true` or `false`; unset, served everywhere but in
   * production (where it maps every endpoint for a stranger).
   */
  API_DOCS: optional(z.enum(['true', 'false'])),
  /**
   * Uploads in an S3-compatible bucket (AWS S3, MinIO, R2 …) shared by every server process:
   * endpoint, region, bucket and the key pair together, or none of them (the disk). Path-style
   * addresses (`true`) for most S3-compatible services; S3_PUBLIC_URL, when set, is where
   * browsers fetch `/uploads/…` from (a CDN or the bucket's public `uploads/` prefix).
   */
  S3_ENDPOINT: url(/^https?:\/\//, 'https://s3.eu-central-1.amazonaws.com'),
  S3_REGION: optional(z.string().regex(/^[a-z0-9-]+$/, 'must be a region like eu-central-1')),
  S3_BUCKET: optional(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3–63 characters)'),
  ),
  S3_ACCESS_KEY_ID: optional(z.string().min(1)),
  S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
  S3_FORCE_PATH_STYLE: optional(z.enum(['true', 'false'])).default('false'),
  S3_PUBLIC_URL: url(/^https?:\/\//, 'https://cdn.dukkan.example'),
  /** Production's first start: the first admin's username (default `admin`). */
  ADMIN_USERNAME: optional(z.string().min(3)).default('admin'),
  /** Production's first start: the first admin's email (optional; for password resets). */
  ADMIN_EMAIL: optional(z.email('must be an email address')),
  /** Production's first start: the first admin's one-time password; unset: a random one, printed. */
  ADMIN_PASSWORD: optional(z.string().min(8, 'must be at least 8 characters')),
});

/** Defaults that differ in tests: tests write rows and read them back at once. */
const byMode = (nodeEnv: string, value: number | undefined, normal: number) =>
  value ?? (nodeEnv === 'test' ? 0 : normal);

function toEnv(vars: z.output<typeof variablesSchema>) {
  const dataDir = path.resolve(vars.DATA_DIR ?? path.join(ROOT, 'data'));
  return {
    nodeEnv: vars.NODE_ENV,
    port: vars.PORT,
    host: vars.HOST,
    trustProxy: vars.TRUST_PROXY,
    dataDir,
    uploadsDir: path.resolve(vars.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    distDir: path.resolve(vars.DIST_DIR ?? path.join(ROOT, 'dist')),
    ssrDir: path.resolve(vars.SSR_DIR ?? path.join(ROOT, 'dist-ssr')),
    databaseUrl: vars.DATABASE_URL,
    databasePoolSize: vars.DATABASE_POOL_SIZE,
    siteUrl: (vars.SITE_URL ?? `http://localhost:${vars.PORT}`).replace(/\/$/, ''),
    /** As configured; `buildApp` fills in the shared generated one when this is unset. */
    jwtSecret: vars.JWT_SECRET,
    tokenTtlSeconds: vars.TOKEN_TTL_SECONDS,
    panelAccessTtlSeconds: vars.PANEL_ACCESS_TTL_SECONDS,
    // Tests change roles in the database and expect the next request to see it.
    actorCacheTtlMs: byMode(vars.NODE_ENV, vars.ACTOR_CACHE_TTL_MS, 5_000),
    logLevel: vars.LOG_LEVEL ?? (vars.NODE_ENV === 'test' ? 'silent' : 'info'),
    rateLimitMax: vars.RATE_LIMIT_MAX,
    // Tests write rows and read totals at once, so they opt in per file.
    catalogueCountTtlMs: byMode(vars.NODE_ENV, vars.CATALOGUE_COUNT_TTL_MS, 15_000),
    categoryCountTtlMs: byMode(vars.NODE_ENV, vars.CATEGORY_COUNT_TTL_MS, 30_000),
    catalogueAnswerTtlMs: byMode(vars.NODE_ENV, vars.CATALOGUE_ANSWER_TTL_MS, 1_000),
    searchWordsTtlMs: byMode(vars.NODE_ENV, vars.SEARCH_WORDS_TTL_MS, 30_000),
    viewFlushMs: byMode(vars.NODE_ENV, vars.VIEW_FLUSH_MS, 5_000),
    // Totals of the big panel lists (products, stores, people, logs): reused for a few seconds,
    // emptied by any panel write of this process.
    panelCountTtlMs: byMode(vars.NODE_ENV, vars.PANEL_COUNT_TTL_MS, 5_000),
    // Dashboard figures per viewer scope.
    panelDashboardTtlMs: byMode(vars.NODE_ENV, vars.PANEL_DASHBOARD_TTL_MS, 15_000),
    authRateLimitMax: vars.AUTH_RATE_LIMIT_MAX,
    codeIpLimitPerHour: vars.CODE_IP_LIMIT_PER_HOUR,
    signInFailuresPerAccountHour: vars.SIGN_IN_FAILURES_PER_ACCOUNT_HOUR,
    /** FawryPay when configured; null = the built-in sandbox provider, or none (`paymentSandbox`). */
    fawry:
      vars.FAWRY_MERCHANT_CODE && vars.FAWRY_SECURE_KEY && vars.FAWRY_BASE_URL
        ? {
            merchantCode: vars.FAWRY_MERCHANT_CODE,
            secureKey: vars.FAWRY_SECURE_KEY,
            baseUrl: vars.FAWRY_BASE_URL.replace(/\/$/, ''),
          }
        : null,
    /**
     * Whether the built-in sandbox takes card payments (no Fawry credentials): by default outside
     * production only. Neither Fawry nor the sandbox: card payments are refused everywhere.
     */
    paymentSandbox:
      !(vars.FAWRY_MERCHANT_CODE && vars.FAWRY_SECURE_KEY && vars.FAWRY_BASE_URL) &&
      (vars.PAYMENT_SANDBOX ?? (vars.NODE_ENV === 'production' ? 'false' : 'true')) === 'true',
    paymentExpiryMinutes: vars.PAYMENT_EXPIRY_MINUTES,
    jobsPollMs: vars.JOBS_POLL_MS ?? (vars.NODE_ENV === 'test' ? 0 : 1_000),
    /** The keyword run's chat endpoint, when both the URL and the key are set. */
    ai:
      vars.AI_BASE_URL && vars.AI_API_KEY
        ? {
            baseUrl: vars.AI_BASE_URL.replace(/\/$/, ''),
            apiKey: vars.AI_API_KEY,
            model: vars.AI_MODEL,
          }
        : null,
    smtpUrl: vars.SMTP_URL,
    push: {
      vapid:
        vars.VAPID_PUBLIC_KEY && vars.VAPID_PRIVATE_KEY
          ? { publicKey: vars.VAPID_PUBLIC_KEY, privateKey: vars.VAPID_PRIVATE_KEY }
          : null,
      vapidSubject:
        vars.VAPID_SUBJECT ??
        (vars.SITE_URL?.startsWith('https://') ? vars.SITE_URL : 'mailto:admin@dukkan.local'),
      /** FCM HTTP v1 when all three are set. */
      firebase:
        vars.FIREBASE_PROJECT_ID && vars.FIREBASE_CLIENT_EMAIL && vars.FIREBASE_PRIVATE_KEY
          ? {
              projectId: vars.FIREBASE_PROJECT_ID,
              clientEmail: vars.FIREBASE_CLIENT_EMAIL,
              privateKey: vars.FIREBASE_PRIVATE_KEY.replace(/\\n/g, '\n'),
            }
          : null,
      /** The browser side of FCM (`firebase/messaging`) when the web app configuration is set. */
      firebaseWeb:
        vars.FIREBASE_PROJECT_ID &&
        vars.FIREBASE_API_KEY &&
        vars.FIREBASE_APP_ID &&
        vars.FIREBASE_MESSAGING_SENDER_ID
          ? {
              apiKey: vars.FIREBASE_API_KEY,
              appId: vars.FIREBASE_APP_ID,
              messagingSenderId: vars.FIREBASE_MESSAGING_SENDER_ID,
              projectId: vars.FIREBASE_PROJECT_ID,
              vapidKey: vars.FIREBASE_WEB_VAPID_KEY ?? null,
            }
          : null,
      concurrency: vars.PUSH_CONCURRENCY,
      ratePerSecond: vars.PUSH_RATE_PER_SECOND,
      workerNice: Math.min(19, vars.PUSH_WORKER_NICE),
      idleClass: vars.PUSH_IDLE_CLASS === 'true',
      delivery:
        vars.PUSH_DELIVERY ??
        (vars.DATABASE_URL && vars.NODE_ENV !== 'test' ? 'process' : 'inline'),
    },
    mailFrom: vars.MAIL_FROM,
    /** The uploads bucket when S3_* is set; null: the disk. */
    s3:
      vars.S3_ENDPOINT &&
      vars.S3_REGION &&
      vars.S3_BUCKET &&
      vars.S3_ACCESS_KEY_ID &&
      vars.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: vars.S3_ENDPOINT,
            region: vars.S3_REGION,
            bucket: vars.S3_BUCKET,
            accessKeyId: vars.S3_ACCESS_KEY_ID,
            secretAccessKey: vars.S3_SECRET_ACCESS_KEY,
            forcePathStyle: vars.S3_FORCE_PATH_STYLE === 'true',
            publicUrl: vars.S3_PUBLIC_URL?.replace(/\/$/, '') ?? null,
          }
        : null,
    apiDocs: vars.API_DOCS ? vars.API_DOCS === 'true' : vars.NODE_ENV !== 'production',
    firstAdmin: {
      username: vars.ADMIN_USERNAME,
      email: vars.ADMIN_EMAIL,
      password: vars.ADMIN_PASSWORD,
    },
  };
}

/** Everything the server reads from the environment, as `readEnv` parsed it. */
export type Env = ReturnType<typeof toEnv>;
/** The environment of a built app: the JWT secret is always known there. */
export type ServerEnv = Env & { jwtSecret: string };

/** Thrown at start when a variable is wrong; the message names every wrong variable. */
export class EnvError extends Error {
  override name = 'EnvError';
}

type Variables = z.output<typeof variablesSchema>;

const S3_REQUIRED = [
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

/** Names each missing variable of a group that is set only in part. */
function requireAllOrNone(
  vars: Variables,
  context: z.RefinementCtx,
  names: readonly (keyof Variables)[],
  otherwise: string,
) {
  const set = names.filter((name) => vars[name] !== undefined);
  if (set.length === 0 || set.length === names.length) return;
  for (const name of names.filter((each) => vars[each] === undefined)) {
    context.addIssue({
      code: 'custom',
      path: [name],
      message: `must be set with ${set.join(', ')} (${otherwise})`,
    });
  }
}

/** Parses the environment once; throws an EnvError naming each variable that is wrong. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = variablesSchema
    .superRefine((vars, context) => {
      const fawry = ['FAWRY_MERCHANT_CODE', 'FAWRY_SECURE_KEY', 'FAWRY_BASE_URL'] as const;
      requireAllOrNone(vars, context, fawry, 'or unset them all: the sandbox, or no card payments');
      if (fawry.some((name) => vars[name] !== undefined) && vars.PAYMENT_SANDBOX === 'true') {
        context.addIssue({
          code: 'custom',
          path: ['PAYMENT_SANDBOX'],
          message: 'true cannot be used with FAWRY_* (one payment provider at a time)',
        });
      }
      requireAllOrNone(vars, context, S3_REQUIRED, 'or unset them all: uploads on the disk');
      if (vars.S3_PUBLIC_URL && !vars.S3_BUCKET) {
        context.addIssue({
          code: 'custom',
          path: ['S3_PUBLIC_URL'],
          message: 'needs the S3_* bucket settings',
        });
      }
      // Another process can reach PostgreSQL, never this process's embedded PGlite.
      if (vars.PUSH_DELIVERY === 'process' && !vars.DATABASE_URL) {
        context.addIssue({
          code: 'custom',
          path: ['PUSH_DELIVERY'],
          message: 'process needs DATABASE_URL (PostgreSQL); with PGlite use inline',
        });
      }
    })
    .safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '?');
      // Secrets and URLs (which may carry a password) are named, never echoed.
      const shown = /SECRET|PASSWORD|_URL$/.test(name) ? '' : `=${JSON.stringify(source[name])}`;
      return `  ${name}${shown}: ${issue.message}`;
    });
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  return toEnv(parsed.data);
}
