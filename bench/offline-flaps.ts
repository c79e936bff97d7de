// Offline outbox under a flaky link: a scripted session keeps 200 writes (cart adds,
// favourite toggles, chat messages) in the app's own outbox (src/lib/offline/outbox.ts, Dexie over
// fake-indexeddb) while the connection flaps 50 times, against the real server over HTTP. A flap
// cuts the link: a request started while it is down never leaves, and a request in flight when it
// goes down has its answer lost after the server acted (the nastiest case for duplicates). Then it
// reads back from the API: every cart quantity, every message and every favourite, and prints
// how many writes were lost and how many duplicated (both must be 0).
// Usage: npx tsx bench/offline-flaps.ts [writes=200] [flaps=50]
import 'fake-indexeddb/auto';
import { startServer } from './lib/server.mjs';

const WRITES = Number(process.argv[2] ?? 200);
const FLAPS = Number(process.argv[3] ?? 50);
const PORT = Number(process.env.BENCH_PORT ?? 3661);
const PASSWORD = 'Dukkan@2026';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const random = (min: number, max: number) => min + Math.random() * (max - min);

const server = await startServer({
  port: PORT,
  args: ['--import', 'tsx', 'server/main.ts'],
  env: { RATE_LIMIT_MAX: '100000' },
});
const realFetch = globalThis.fetch.bind(globalThis);

async function api<T>(
  method: string,
  path: string,
  token: string,
  body?: unknown,
): Promise<{ status: number; data: T }> {
  const response = await realFetch(server.url + path, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'accept-language': 'en',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json().catch(() => ({}))) as { data: T };
  return { status: response.status, data: json.data };
}

try {
  const login = await realFetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: 'user', password: PASSWORD }),
  });
  const session = ((await login.json()) as { data: { session: { token: string; id: number } } })
    .data.session;
  const token = session.token;

  // Products that take every add without choices (probed with one real add each).
  type Listed = { id: number; stock: { state: string; amount: number }; store: { id: number } };
  const products: Listed[] = [];
  for (let page = 1; page <= 6; page += 1) {
    const listed = (await api<Listed[]>('GET', `/api/products?per_page=48&page=${page}`, token))
      .data;
    products.push(
      ...listed.filter((item) => item.stock.state === 'unlimited' || item.stock.amount >= 200),
    );
  }
  const cartProducts: number[] = [];
  for (const product of products) {
    if (cartProducts.length === 4) break;
    const probe = await api('POST', '/api/cart', token, { product_id: product.id, quantity: 1 });
    if (probe.status === 201) cartProducts.push(product.id);
  }
  if (cartProducts.length === 0) throw new Error('the seed lacks a product to add many times');
  const favouriteProducts = products.slice(0, 11).map((item) => item.id);
  const chat = await api<{ id: number }>('POST', '/api/chats', token, {
    store_id: products[0]!.store.id,
  });
  if (chat.status >= 300) throw new Error(`could not open a chat: ${chat.status}`);

  type CartLine = { product_id: number; quantity: number };
  const readCart = async () => {
    const cart = await api<{ groups: { items: CartLine[] }[] }>('GET', '/api/cart', token);
    const quantities = new Map<number, number>();
    for (const group of cart.data.groups) {
      for (const item of group.items) {
        quantities.set(item.product_id, (quantities.get(item.product_id) ?? 0) + item.quantity);
      }
    }
    return quantities;
  };
  const readMessages = async () =>
    (await api<{ body: string | null }[]>('GET', `/api/messages?chat_id=${chat.data.id}`, token))
      .data;
  const cartBefore = await readCart();
  const messagesBefore = await readMessages();

  // The script: cart adds of 1 (the quantity counts every add), favourite toggles ending in
  // "add" (order matters: a remove overtaking the last add would leave it out), chat messages.
  type Planned = {
    kind: 'cart' | 'favourites' | 'chat';
    method: 'POST' | 'DELETE';
    url: string;
    body: unknown;
  };
  const plan: Planned[] = [];
  const chatCount = Math.min(25, Math.floor(WRITES / 8));
  const favouriteCount = Math.min(55, Math.floor(WRITES / 4));
  const cartCount = WRITES - chatCount - favouriteCount;
  const texts: string[] = [];
  const toggles = favouriteProducts.map(() => 0);
  for (let index = 0; index < WRITES; index += 1) {
    const slot = index % 8;
    if (slot === 0 && texts.length < chatCount) {
      const text = `flap message ${texts.length + 1} — رسالة ${texts.length + 1}`;
      texts.push(text);
      plan.push({
        kind: 'chat',
        method: 'POST',
        url: '/api/messages',
        body: { chat_id: chat.data.id, kind: 'text', body: text },
      });
    } else if ((slot === 1 || slot === 4) && toggles.reduce((a, b) => a + b, 0) < favouriteCount) {
      const which = toggles.findIndex((count) => count < 5);
      const add = toggles[which]! % 2 === 0;
      toggles[which]! += 1;
      const id = favouriteProducts[which]!;
      plan.push(
        add
          ? {
              kind: 'favourites',
              method: 'POST',
              url: '/api/favorites',
              body: { type: 'products', id },
            }
          : {
              kind: 'favourites',
              method: 'DELETE',
              url: `/api/favorites?type=products&id=${id}`,
              body: undefined,
            },
      );
    } else {
      plan.push({
        kind: 'cart',
        method: 'POST',
        url: '/api/cart',
        body: { product_id: cartProducts[plan.length % cartProducts.length]!, quantity: 1 },
      });
    }
  }
  const expectedAdds = new Map<number, number>();
  for (const write of plan) {
    if (write.kind !== 'cart') continue;
    const id = (write.body as { product_id: number }).product_id;
    expectedAdds.set(id, (expectedAdds.get(id) ?? 0) + 1);
  }

  // The flaky link in front of the outbox's fetch.
  let online = true;
  let epoch = 0;
  let lostAnswers = 0;
  let refusedOffline = 0;
  let replayedByServer = 0;
  let attempts = 0;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    attempts += 1;
    if (!online) {
      refusedOffline += 1;
      throw new TypeError('Failed to fetch');
    }
    const started = epoch;
    const response = await realFetch(input, init);
    const text = await response.text();
    if (!online || epoch !== started) {
      lostAnswers += 1;
      throw new TypeError('network changed: the answer was lost');
    }
    if (response.headers.get('idempotent-replayed') === 'true') replayedByServer += 1;
    return new Response(text, { status: response.status, headers: response.headers });
  }) as typeof fetch;

  const outbox = await import('../src/lib/offline/outbox');
  const done = new Set<string>();
  const refused: string[] = [];
  outbox.configureOutbox({
    apiBase: server.url,
    currentUser: () => ({ id: String(session.id), token }),
    onDone: (entry) => done.add(entry.key),
  });

  const started = performance.now();
  const perFlap = Math.ceil(WRITES / FLAPS);
  let queued = 0;
  for (let flap = 0; flap < FLAPS; flap += 1) {
    for (let index = 0; index < perFlap && queued < plan.length; index += 1) {
      const write = plan[queued]!;
      queued += 1;
      await outbox.enqueueWrite(
        {
          owner: String(session.id),
          kind: write.kind,
          method: write.method,
          url: write.url,
          body: write.body === undefined ? null : JSON.stringify(write.body),
          key: `flap-${queued}-${crypto.randomUUID()}`,
          token,
          language: 'en',
          visitor: 'bench-flaps',
        },
        false,
      );
      await sleep(random(0, 15));
    }
    // The link goes down for a moment, often with requests in flight, then comes back.
    await sleep(random(0, 40));
    online = false;
    epoch += 1;
    await sleep(random(20, 120));
    online = true;
    outbox.onBackOnline();
  }
  while (queued < plan.length) {
    // (only when WRITES is not a multiple of the batch)
    const write = plan[queued]!;
    queued += 1;
    await outbox.enqueueWrite(
      {
        owner: String(session.id),
        kind: write.kind,
        method: write.method,
        url: write.url,
        body: write.body === undefined ? null : JSON.stringify(write.body),
        key: `flap-${queued}-${crypto.randomUUID()}`,
        token,
        language: 'en',
        visitor: 'bench-flaps',
      },
      false,
    );
  }
  const { openOutboxDb } = await import('../src/lib/offline/outbox-db');
  const table = openOutboxDb().writes;
  const deadline = Date.now() + 180_000;
  for (;;) {
    const left = await table.where('state').equals('pending').count();
    if (left === 0) break;
    if (Date.now() > deadline) throw new Error(`${left} writes still pending after 180 s`);
    outbox.onBackOnline();
    await sleep(250);
  }
  const drainedMs = performance.now() - started;
  for (const row of await table.where('state').equals('refused').toArray()) {
    refused.push(`${row.method} ${row.url}: ${row.error?.code}`);
  }

  // What the server has.
  const cartAfter = await readCart();
  let lostCart = 0;
  let duplicatedCart = 0;
  for (const [id, adds] of expectedAdds) {
    const got = (cartAfter.get(id) ?? 0) - (cartBefore.get(id) ?? 0);
    if (got < adds) lostCart += adds - got;
    if (got > adds) duplicatedCart += got - adds;
  }
  const messagesAfter = await readMessages();
  let lostMessages = 0;
  let duplicatedMessages = 0;
  for (const text of texts) {
    const count =
      messagesAfter.filter((message) => message.body === text).length -
      messagesBefore.filter((message) => message.body === text).length;
    if (count === 0) lostMessages += 1;
    if (count > 1) duplicatedMessages += count - 1;
  }
  const ids = (await api<{ products: number[] }>('GET', '/api/favorites/ids', token)).data;
  const wrongFavourites = favouriteProducts.filter(
    (id, index) => toggles[index]! > 0 && ids.products.includes(id) !== (toggles[index]! % 2 === 1),
  ).length;

  console.log(
    `writes ${plan.length} (cart ${cartCount}, favourites ${favouriteCount}, chat ${chatCount}), ` +
      `flaps ${FLAPS}, drained in ${(drainedMs / 1000).toFixed(1)} s`,
  );
  console.log(
    `attempts ${attempts}: ${refusedOffline} refused while down, ${lostAnswers} answers lost after ` +
      `the server acted, ${replayedByServer} answered from the server's idempotency store`,
  );
  console.log(
    `written once (onDone) ${done.size} of ${plan.length}; refused on replay ${refused.length}`,
  );
  for (const line of refused) console.log(`  refused: ${line}`);
  const lost = lostCart + lostMessages + (plan.length - done.size - refused.length);
  const duplicated = duplicatedCart + duplicatedMessages;
  console.log(
    `server: cart lost ${lostCart} duplicated ${duplicatedCart}; messages lost ${lostMessages} ` +
      `duplicated ${duplicatedMessages}; favourites in the wrong final state ${wrongFavourites}`,
  );
  console.log(`RESULT lost ${lost}, duplicated ${duplicated}, out of order ${wrongFavourites}`);
  if (lost || duplicated || wrongFavourites || refused.length) process.exitCode = 1;
} finally {
  globalThis.fetch = realFetch;
  await server.stop();
}
