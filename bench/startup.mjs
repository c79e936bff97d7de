// Time from `npm start` to the first answer of /api/health: a fresh data dir (initdb, migrations,
// seed) and a second start over the same data. The app must already be built.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './lib/server.mjs';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dukkan-bench-start-'));
try {
  for (const label of ['first start', 'second start']) {
    const server = await startServer({ env: { DATA_DIR: dataDir } });
    console.log(`${label.padEnd(13)} ${Math.round(server.readyMs)} ms to first response`);
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
