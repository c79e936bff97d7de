// Code, tests, scripts, benches and docs say what the code does and why, never how the project got
// there: no work-item or sitting numbers, no people, no git branches. The decision records are the
// one place that keeps the project's history, so they are left out. Searched with `git grep` over
// the tracked files; a second test runs the same patterns over sample lines so they stay precise.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const THIS_FILE = path.relative(ROOT, import.meta.filename);

/** POSIX extended expressions, matched case-insensitively, one per kind of history word. */
const HISTORY_PATTERNS = [
  // "issue 14", "(issue 9 #7)", "session 11", "wave-5", "defect 6"
  String.raw`\b(issue|session|wave|defect)s?[ -]?#?[0-9]+`,
  String.raw`\bthe lead\b|\blead's\b`,
  String.raw`\bdiary\b`,
  String.raw`\bthis wave\b|\bbefore this change\b`,
  String.raw`\bhelper (session|engineer|agent)s?\b`,
  '\\b(git|feature) branch(es)?\\b|\\bbranch [`]',
];

const LEFT_OUT = ['package-lock.json', THIS_FILE];

/** `file:line:text` of every line `git grep` finds with the history patterns under `cwd`. */
function historyLines(cwd: string, extra: string[]): string[] {
  const patterns = HISTORY_PATTERNS.flatMap((pattern) => ['-e', pattern]);
  try {
    const found = execFileSync('git', ['grep', '-nIiE', ...patterns, ...extra], {
      cwd,
      encoding: 'utf8',
    });
    return found.split('\n').filter(Boolean);
  } catch (error) {
    // git grep exits with 1 when nothing matches.
    if ((error as { status?: number }).status === 1) return [];
    throw error;
  }
}

const FLAGGED = [
  '// Catalogue grids (issue 3): a category, sorted by price',
  '// Issue 14: the store page offers its own filters.',
  '* (issue 28 item 4) the coupon is checked on the server',
  "describe('[ACCOUNTS] usernames (issue 9 #8)', () => {",
  '// the grid sorted by views walks its own slice (session 8: 10 ms under load)',
  '// the wave-5 journeys race a live event stream',
  '// Live events and push delivery (issues 11 and 15)',
  '// Issue 9 defect 6: no request shape may answer 5xx.',
  '// measured by the lead on a quiet machine',
  "// the lead's changes after the merge",
  '// see the diary for the numbers',
  '// built in this wave, merged later',
  '// before this change the cart was read twice',
  '// a helper session measured it',
  '// on the git branch that added push',
  '// branch `s7-mainthread`, no migration',
];

const LEFT_ALONE = [
  '// A signed-in session ends at sign-out; its refresh token is revoked.',
  '// Starts a session for a verified account: one sessions row plus an access token.',
  '// one session keeps at most 5 streams, one account 10',
  '// The server may issue a token for 15 minutes and issues one per device.',
  "it('keeps the shop session when the panel signs out', async () => {",
  '// Store branches in the reseller and sub-reseller panels, scoped to their stores.',
  "// A store's branch in Giza shows its phone and opening hours.",
  '// Text helpers shared by validation, meta and the UI.',
  "import { useTestApp } from './helper';",
  '// empty orders lead to the shop, and leads go nowhere else',
  '// 2,000 stores, 5 devices per account, 1–2000 characters',
];

describe('[ARCHITECTURE] history words', () => {
  it('no tracked file tells how the project got there', () => {
    const leftOut = LEFT_OUT.map((entry) => `:(exclude)${entry}`);
    expect(historyLines(ROOT, ['--', '.', ...leftOut])).toEqual([]);
  });

  it('flags history words and leaves sessions, issued tokens, store branches and helpers alone', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'history-words-'));
    try {
      writeFileSync(path.join(dir, 'flagged.txt'), `${FLAGGED.join('\n')}\n`);
      writeFileSync(path.join(dir, 'left-alone.txt'), `${LEFT_ALONE.join('\n')}\n`);
      const found = historyLines(dir, ['--no-index']);
      const hitsIn = (file: string) => found.filter((line) => line.startsWith(`${file}:`));
      expect(hitsIn('left-alone.txt')).toEqual([]);
      expect(hitsIn('flagged.txt').map((line) => line.split(':').slice(2).join(':'))).toEqual(
        FLAGGED,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
