// Product photo uploads: four sellers each upload five
// 4000×3000 JPEG photos at once through the real `POST /api/panel/products/upload-images-first`
// of a real server process (its own port and PGlite data dir). The photos are made with sharp at
// run time (a smooth, photo-like texture, no network). Prints each photo's processing time (the
// upload call, p50/max), the same for one seller alone, and the server's resident memory sampled
// from /proc every 50 ms: idle (after start and sign-in, before any photo) and the peak over idle
// while one seller and then the four upload. Budget: each photo ≤ 1.5 s, peak ≤ idle + 300 MB.
// Usage: node bench/product-uploads.mjs [sellers=4] [photos=5]
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { startServer } from './lib/server.mjs';

const SELLERS = Number(process.argv[2] ?? 4);
const PHOTOS = Number(process.argv[3] ?? 5);
const PASSWORD = 'Dukkan@2026';
const BUDGET_MS = 1500;
const BUDGET_MB = 300;

/** One photo-like 4000×3000 JPEG per index: coloured noise scaled up, so it compresses as a photo. */
async function makePhoto(index) {
  const small = await sharp({
    create: {
      width: 400,
      height: 300,
      channels: 3,
      background: { r: 120 + index * 10, g: 90, b: 60 },
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  return sharp(small)
    .resize(4000, 3000, { kernel: 'cubic' })
    .modulate({ hue: index * 40 })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const rssMb = (pid) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
};

async function json(response) {
  const text = await response.text();
  if (!response.ok) throw new Error(`${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)];

const photos = await Promise.all(Array.from({ length: PHOTOS }, (_, i) => makePhoto(i)));
const sizes = photos.map((photo) => (photo.length / 1024 / 1024).toFixed(1));
console.log(`photos: ${PHOTOS} × 4000×3000 JPEG (${sizes.join(', ')} MB)`);

const server = await startServer({
  port: Number(process.env.BENCH_PORT ?? 3917),
  args: ['--import', 'tsx', 'server/main.ts'],
  env: { RATE_LIMIT_MAX: '100000' },
});
try {
  const { url, pid } = server;
  const signIn = async (identifier) =>
    (
      await json(
        await fetch(`${url}/api/panel/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ identifier, password: PASSWORD }),
        }),
      )
    ).data.session.token;

  // The demo reseller and the seeded owners of other stores, each with their own session.
  const admin = await signIn('admin2');
  const resellers = (
    await json(
      await fetch(`${url}/api/panel/resellers?per_page=50`, {
        headers: { authorization: `Bearer ${admin}` },
      }),
    )
  ).data
    .filter((row) => row.status === 'active' || row.status === undefined)
    .map((row) => row.username);
  const names = ['reseller', ...resellers.filter((name) => name !== 'reseller')].slice(0, SELLERS);
  if (names.length < SELLERS) throw new Error(`only ${names.length} sellers in the demo data`);
  const tokens = [];
  for (const name of names) tokens.push(await signIn(name));

  async function upload(token, bytes) {
    const form = new FormData();
    form.append('image', new Blob([bytes], { type: 'image/jpeg' }), 'photo.jpg');
    const started = performance.now();
    const answer = await fetch(`${url}/api/panel/products/upload-images-first`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const body = await json(answer);
    if (body.data.width !== 2048) throw new Error(`unexpected answer ${JSON.stringify(body)}`);
    return performance.now() - started;
  }

  // Idle: started, seeded, sellers signed in, no photo processed yet (libvips not loaded), so the
  // peak below counts everything the uploads add. Then one warm-up upload.
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const idleSamples = [];
  for (let i = 0; i < 20; i += 1) {
    idleSamples.push(rssMb(pid));
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const idle = Math.max(...idleSamples);
  await upload(tokens[0], photos[0]);

  const report = (label, times) => {
    const sorted = [...times].sort((a, b) => a - b);
    const p50 = percentile(sorted, 0.5);
    const max = sorted[sorted.length - 1];
    console.log(
      `${label}: ${times.length} photos, per photo p50 ${Math.round(p50)} ms, max ${Math.round(max)} ms` +
        ` (budget ${BUDGET_MS} ms: ${max <= BUDGET_MS ? 'ok' : 'OVER'})`,
    );
    return max;
  };

  // One seller alone, photo after photo (memory sampled from here on).
  let peak = idle;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, rssMb(pid));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  const alone = [];
  for (const photo of photos) alone.push(await upload(tokens[0], photo));
  report('1 seller', alone);

  // Four sellers at once, each uploading their five photos one after the other (the product
  // form uploads each photo as it is picked), with the server's memory sampled meanwhile.
  const started = performance.now();
  const parallel = (
    await Promise.all(
      tokens.map(async (token) => {
        const times = [];
        for (const photo of photos) times.push(await upload(token, photo));
        return times;
      }),
    )
  ).flat();
  const wall = performance.now() - started;
  sampling = false;
  await sampler;
  const max = report(`${SELLERS} sellers at once`, parallel);
  console.log(
    `${SELLERS} sellers at once: all ${parallel.length} photos in ${Math.round(wall)} ms`,
  );
  const over = peak - idle;
  console.log(
    `server RSS: idle ${Math.round(idle)} MB, peak ${Math.round(peak)} MB, +${Math.round(over)} MB` +
      ` over idle (budget +${BUDGET_MB} MB: ${over <= BUDGET_MB ? 'ok' : 'OVER'})`,
  );
  process.exitCode = max <= BUDGET_MS && over <= BUDGET_MB ? 0 : 1;
} finally {
  await server.stop();
}
