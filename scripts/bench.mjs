// `npm run bench`: build if needed, then every benchmark in bench/, printing numbers.
import { spawnSync } from 'node:child_process';
import { buildIfStale } from './build-if-stale.mjs';

await buildIfStale();
for (const script of [
  'bench/startup.mjs',
  'bench/first-load.mjs',
  'bench/lighthouse.mjs',
  'bench/api.mjs',
]) {
  console.log(`\n== ${script}`);
  const result = spawnSync(process.execPath, [script], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
