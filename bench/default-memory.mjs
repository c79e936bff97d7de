// Resident memory of the default install (`npm start`: PGlite, the demo seed) when it first
// answers, and after a visitor's walk through the shop (homes, grids of every sort, searches,
// suggestions, every product and store page, the rendered pages): the server process and its
// children (the push sender), from /proc. Usage: node bench/default-memory.mjs [rounds]
import { readFileSync, readdirSync } from 'node:fs';
import { startServer } from './lib/server.mjs';

const rounds = Number(process.argv[2] ?? 3);

/** VmRSS in MB of `pid` and every process below it. */
function treeRssMb(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // the process ended while listed
    }
  }
  let kb = 0;
  const visit = (id) => {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      return;
    }
    for (const child of children.get(id) ?? []) visit(child);
  };
  visit(pid);
  return kb / 1024;
}

async function json(url, path) {
  const answer = await fetch(`${url}${path}`, { headers: { 'accept-language': 'ar' } });
  return answer.ok ? answer.json() : null;
}

async function walk(url) {
  const paths = [
    '/api/home',
    '/api/website/home',
    '/api/categories',
    '/api/all-stores?per_page=48',
  ];
  for (const sort of ['newest', 'price_asc', 'price_desc', 'rating', 'views']) {
    for (const page of [1, 2, 3]) paths.push(`/api/products?sort=${sort}&page=${page}`);
  }
  for (const q of ['قميص', 'شاشه', 'laptop', 'ساعة', 'حذاء رياضي', 'iphone']) {
    paths.push(`/api/website/search-products?q=${encodeURIComponent(q)}`);
    paths.push(`/api/suggestions?q=${encodeURIComponent(q)}`);
  }
  for (const path of paths) await json(url, path);
  const products = (await json(url, '/api/products?per_page=48'))?.data ?? [];
  const stores = (await json(url, '/api/all-stores?per_page=48'))?.data ?? [];
  for (const product of products) {
    await json(url, `/api/products/${product.id}`);
    await fetch(`${url}/product/${product.id}`);
  }
  for (const store of stores) {
    await json(url, `/api/stores/${store.username}`);
    await fetch(`${url}/store/${store.username}`);
  }
  await fetch(`${url}/`);
}

const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 3905) });
try {
  console.log(`ready in ${Math.round(server.readyMs)} ms: ${Math.round(treeRssMb(server.pid))} MB`);
  for (let round = 1; round <= rounds; round += 1) {
    await walk(server.url);
    console.log(`after walk ${round}: ${Math.round(treeRssMb(server.pid))} MB`);
  }
} finally {
  await server.stop();
}
