// A damaged PGlite DATA_DIR: the server stops with what is wrong, the folder and what to do
// (restore a backup, or move the folder away), exit code 1, no WebAssembly stack.
import { existsSync, readdirSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../../server/db/data-lock';
import { killAll, seededDataDir, startServer } from './processes';

const folders: string[] = [];
afterEach(killAll);
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

const damages: [string, (pglite: string) => void][] = [
  [
    'global/pg_control emptied',
    (pglite) => writeFileSync(path.join(pglite, 'global/pg_control'), ''),
  ],
  [
    'the files of base/ cut short',
    (pglite) => {
      const base = path.join(pglite, 'base');
      for (const db of readdirSync(base)) {
        for (const name of readdirSync(path.join(base, db))) {
          const file = path.join(base, db, name);
          if (statSync(file).isFile() && statSync(file).size > 100) truncateSync(file, 100);
        }
      }
    },
  ],
];

describe('a damaged DATA_DIR', () => {
  it.each(damages)(
    '%s: the server says so and exits 1',
    async (_name, damage) => {
      const dataDir = await seededDataDir();
      folders.push(path.dirname(dataDir));
      damage(path.join(dataDir, 'pglite'));

      const server = startServer(dataDir);
      const { code, ms } = await server.exited;
      const output = server.output();
      console.log(`damaged start: exit ${code} after ${Math.round(ms)} ms\n${output}`);
      expect(code).toBe(1);
      expect(output).toContain(`DATA_DIR ${dataDir}: the database in ${dataDir}/pglite is damaged`);
      expect(output).toContain('npm run restore');
      expect(output).toContain(`move ${dataDir} away`);
      expect(output).not.toContain('RuntimeError');
      expect(output).not.toMatch(/\n\s+at /);
      // It let the folder go.
      expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    },
    180_000,
  );
});
