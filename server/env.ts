import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';

/** Everything the server reads from the environment. The only reader of process.env. */
export interface Env {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  distDir: string;
  /** The server-rendering bundle (`dist-ssr/`); without it every page renders in the browser. */
  ssrDir: string;
  databaseUrl: string | undefined;
  /** Public URL of the site, for canonical links and sitemaps. */
  siteUrl: string;
  jwtSecret: string;
  /** Access token lifetime. */
  tokenTtlSeconds: number;
  logLevel: string;
  rateLimitMax: number;
  /**
   * How long the total of a catalogue grid (count of a filter) may be reused, in ms; 0 = never.
   * Counting tens of thousands of rows dominates a grid request, and a total that lags writes by
   * a few seconds is harmless; the rows themselves are always fresh.
   */
  catalogueCountTtlMs: number;
  /**
   * How long an anonymous visitor's identical product grid, product search or suggestions answer
   * may be reused, in ms; 0 = never. Short: rows may lag an edit by this much.
   */
  catalogueAnswerTtlMs: number;
  /**
   * How long the vocabulary words a search word expands to may be reused, in ms; 0 = never. A
   * word new to the catalogue reaches search this much later (plus as long again while the
   * expansion reloads in the background); a product waits longer than that for review anyway.
   */
  searchWordsTtlMs: number;
  /** Per-IP limit per minute on sign-in and code calls (on top of the per-account counters). */
  authRateLimitMax: number;
  /** smtp(s)://user:pass@host:port — real email; unset: the dev outbox. */
  smtpUrl: string | undefined;
  /** Sender of every email, e.g. `Dukkan <no-reply@example.com>`. */
  mailFrom: string;
}

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * Reads the environment once. A JWT secret that is not configured is generated on first start and
 * kept beside the data, so tokens survive restarts without any set-up.
 */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const nodeEnv = parseNodeEnv(source.NODE_ENV);
  const port = Number(source.PORT ?? 3000);
  const dataDir = path.resolve(source.DATA_DIR ?? path.join(ROOT, 'data'));
  return {
    nodeEnv,
    port,
    host: source.HOST ?? '0.0.0.0',
    dataDir,
    uploadsDir: path.resolve(source.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
    distDir: path.resolve(source.DIST_DIR ?? path.join(ROOT, 'dist')),
    ssrDir: path.resolve(source.SSR_DIR ?? path.join(ROOT, 'dist-ssr')),
    databaseUrl: source.DATABASE_URL || undefined,
    siteUrl: (source.SITE_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    jwtSecret: source.JWT_SECRET ?? persistedSecret(dataDir),
    tokenTtlSeconds: Number(source.TOKEN_TTL_SECONDS ?? 60 * 60 * 24 * 30),
    logLevel: source.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    rateLimitMax: Number(source.RATE_LIMIT_MAX ?? 300),
    // Tests write rows and read totals at once, so they opt in per file.
    catalogueCountTtlMs: Number(source.CATALOGUE_COUNT_TTL_MS ?? (nodeEnv === 'test' ? 0 : 15_000)),
    catalogueAnswerTtlMs: Number(
      source.CATALOGUE_ANSWER_TTL_MS ?? (nodeEnv === 'test' ? 0 : 2_000),
    ),
    searchWordsTtlMs: Number(source.SEARCH_WORDS_TTL_MS ?? (nodeEnv === 'test' ? 0 : 30_000)),
    authRateLimitMax: Number(source.AUTH_RATE_LIMIT_MAX ?? 30),
    smtpUrl: source.SMTP_URL || undefined,
    mailFrom: source.MAIL_FROM ?? 'Dukkan <no-reply@dukkan.local>',
  };
}

function parseNodeEnv(value: string | undefined): Env['nodeEnv'] {
  if (value === 'production' || value === 'test') return value;
  return 'development';
}

function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, '.jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
