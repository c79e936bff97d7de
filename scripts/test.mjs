// `npm test`: typecheck, lint, unit, server and browser tests, stopping at the first failure.
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['typecheck (service worker)', 'npx', ['tsc', '-p', 'tsconfig.sw.json', '--noEmit']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings', '0']],
  ['format', 'npx', ['prettier', '--check', '.']],
  ['unit + server tests', 'npx', ['vitest', 'run']],
  ['every write answered on PGlite', 'npx', ['tsx', 'scripts/write-coverage.ts']],
  ['browser tests', 'node', ['scripts/e2e.mjs']],
  [
    'browser tests (production install)',
    'node',
    ['scripts/e2e.mjs', '--config', 'playwright.production.config.ts'],
  ],
];

const started = Date.now();
for (const [name, command, args] of steps) {
  const stepStarted = Date.now();
  console.log(`\n▶ ${name}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, CI: 'true' },
  });
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
