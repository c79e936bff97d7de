// `npm run test:e2e`: make sure Chromium and a fresh build exist, then run Playwright with the
// given arguments (e.g. `node scripts/e2e.mjs -g SHELL`) and exit with its code.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from './build-if-stale.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DEBIAN_CHROMIUM = '/usr/bin/chromium';

function run(command, args) {
  console.log(`[e2e] $ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
}

/** Playwright cannot download browsers here, so the tests drive Debian's Chromium. */
function ensureChromium() {
  if (process.env.CHROMIUM_PATH) {
    if (!existsSync(process.env.CHROMIUM_PATH)) {
      throw new Error(`CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist`);
    }
    return;
  }
  if (!existsSync(DEBIAN_CHROMIUM)) {
    console.log(
      `[e2e] ${DEBIAN_CHROMIUM} is missing: installing Debian's chromium package (about 30 s)`,
    );
    run('apt-get', ['update']);
    run('apt-get', ['install', '-y', 'chromium']);
  }
  process.env.CHROMIUM_PATH = DEBIAN_CHROMIUM;
}

ensureChromium();
await buildIfStale({ root: ROOT });

// One fresh database directory per run; playwright.config.ts starts the server on it.
const dataDir = join(ROOT, '.test-data', `e2e-${process.pid}`);
rmSync(dataDir, { recursive: true, force: true });
process.env.E2E_DATA_DIR = dataDir;

const cli = join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js');
const child = spawn(process.execPath, [cli, 'test', ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  if (!process.env.E2E_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
