import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Contract } from '@domain/contracts/contract';
import { describe, expect, it } from 'vitest';

// STYLE "Writes": a component never calls `callApi` with a write; it uses a `use-<verb>-<noun>.ts`
// hook built on `useApiMutation` (mutation key, Idempotency-Key, invalidation). This test reads
// every client source file and fails on a `callApi(<non-GET contract>` outside those places.

const ROOT = path.resolve(import.meta.dirname, '../../..');

const contractModules = import.meta.glob<Record<string, unknown>>(
  ['../../../domain/contracts/*.ts', '../../../domain/contracts/panel/*.ts'],
  {
    eager: true,
  },
);

function isContract(value: unknown): value is Contract {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value;
}

/** Every exported contract's method, by export name. */
const METHODS = new Map<string, string>(
  Object.values(contractModules).flatMap((module) =>
    Object.entries(module)
      .filter(([, value]) => isContract(value))
      .map(([name, value]) => [name, (value as Contract).method] as [string, string]),
  ),
);

/**
 * Files allowed a direct write, each for a stated reason. Keep this list short.
 */
const ALLOWED_WRITES: Record<string, string> = {
  // Not a change: the register form's live availability check, aborted when superseded.
  'src/features/auth/use-live-check.ts': 'read over POST',
  // Saves a preference in the background on every language switch (also outside React).
  'src/lib/i18n/set-language.ts': 'background preference sync',
  // The revoke inside the sign-out sequence; `useSignOut` runs the whole sequence as a mutation.
  'src/lib/auth/sign-out.ts': 'run by the useSignOut mutation',
  // Registers this browser for push after a permission tap, on the 7-day refresh and outside React.
  'src/lib/push/push-client.ts': 'background device registration',
};

/**
 * Calls whose contract is picked at run time among reads: the static pages, a resource's export
 * download, a settings page's load and a row's own page (the resource declarations name GET
 * contracts there).
 */
const DYNAMIC_READS = new Set([
  'src/features/static-pages/static-page.tsx',
  'src/crud/export-buttons.tsx',
  'src/crud/singleton-form-page.tsx',
  'src/crud/parent-breadcrumb.tsx',
  'src/crud/resource-detail-page.tsx',
]);

/** The first argument of a call starting at `from`: up to a comma or `)` outside parentheses. */
function firstArgument(source: string, from: number): string {
  let depth = 0;
  for (let i = from; i < source.length; i++) {
    const char = source[i];
    if (char === '(') depth++;
    else if (char === ')' && depth-- === 0) return source.slice(from, i);
    else if (char === ',' && depth === 0) return source.slice(from, i);
  }
  return source.slice(from);
}

/** The contract names passed to `callApi` in a source text (`x` or `(await load()).x`). */
function calledContracts(source: string): string[] {
  return [...source.matchAll(/\bcallApi\(/g)].map((match) => {
    const argument = firstArgument(source, match.index + match[0].length).trim();
    return /(\w+)\s*$/.exec(argument)?.[1] ?? argument;
  });
}

/** What is wrong with a file's `callApi` calls (empty when nothing). */
function writeViolations(file: string, source: string): string[] {
  const base = path.basename(file);
  if (file.startsWith('src/lib/api/') || /^use-[\w-]+\.tsx?$/.test(base)) return [];
  if (ALLOWED_WRITES[file]) return [];
  return calledContracts(source).flatMap((name) => {
    // `readRoute(path)` (read-route.ts) only ever makes a GET.
    const read = new RegExp(`\\b${name}\\s*[:=]\\s*readRoute<`).test(source);
    const method = read ? 'GET' : METHODS.get(name);
    if (method === 'GET') return [];
    if (method === undefined) {
      return DYNAMIC_READS.has(file) ? [] : [`${file}: callApi(${name}) — contract not known`];
    }
    return [`${file}: callApi(${name}) is a ${method}; use a use-<verb>-<noun>.ts hook`];
  });
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file))
    .map((file) => path.join(dir, file).split(path.sep).join('/'));
}

describe('[WRITES] one convention for writes (STYLE "Writes")', () => {
  it('knows the contracts', () => {
    expect(METHODS.get('loginContract')).toBe('POST');
    expect(METHODS.get('profileContract')).toBe('GET');
  });

  it('finds a write called from a component, and lets reads and hooks be', () => {
    const form = 'await callApi(loginContract, { body });\nawait callApi(profileContract);';
    expect(writeViolations('src/features/auth/login-form.tsx', form)).toEqual([
      'src/features/auth/login-form.tsx: callApi(loginContract) is a POST; use a use-<verb>-<noun>.ts hook',
    ]);
    expect(writeViolations('src/features/auth/use-sign-in.ts', form)).toEqual([]);
    const lazy = 'await callApi((await products()).productsContract, { query });';
    expect(calledContracts(lazy)).toEqual(['productsContract']);
    const routes =
      "const R = { products: readRoute<typeof productsContract>('/api/products') };\nawait callApi(R.products);";
    expect(writeViolations('src/features/shop/api/catalogue-queries.ts', routes)).toEqual([]);
  });

  it('no client file writes with callApi outside src/lib/api and use-*.ts hooks', () => {
    const violations = ['src', 'sw'].flatMap((dir) =>
      sourceFiles(dir).flatMap((file) =>
        writeViolations(file, readFileSync(path.join(ROOT, file), 'utf8')),
      ),
    );
    expect(violations).toEqual([]);
  });

  it('every allowed exception still exists (a stale entry hides nothing)', () => {
    for (const file of [...Object.keys(ALLOWED_WRITES), ...DYNAMIC_READS]) {
      expect(readFileSync(path.join(ROOT, file), 'utf8')).toContain('callApi(');
    }
  });
});
