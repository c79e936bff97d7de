// npm run backup while the server runs, npm run restore into a fresh folder, and a server on
// that folder serves the order placed before the backup.
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { MAX_PER_PAGE } from '../../../domain/contracts/catalogue-schemas';
import { DEMO_PASSWORD } from '../../../server/db/seed/accounts';
import { LOCK_FILE, readLock } from '../../../server/db/data-lock';
import { getJson, killAll, postJson, seededDataDir, spawnTool, startServer } from './processes';

const folders: string[] = [];
afterEach(killAll);
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

type Row = Record<string, unknown>;

/** The demo shopper places a cash-on-delivery order through the API; answers its id and token. */
async function placeOrder(url: string) {
  const login = await postJson(`${url}/api/login`, { identifier: 'user', password: DEMO_PASSWORD });
  expect(login.status).toBe(200);
  const token = ((login.body.data as Row).session as Row).token as string;
  const grid = await getJson(`${url}/api/products?per_page=${MAX_PER_PAGE}`);
  expect(grid.status).toBe(200);
  const products = grid.body.data as Row[];
  let added: { item: number; store: number } | null = null;
  for (const product of products) {
    const response = await postJson(
      `${url}/api/cart`,
      { product_id: product.id, quantity: 1, attribute_ids: [] },
      token,
    );
    if (response.status === 201) {
      added = {
        item: (response.body.data as Row).item_id as number,
        store: (product.store as Row).id as number,
      };
      break;
    }
  }
  expect(added).not.toBeNull();
  const governorate = ((await getJson(`${url}/api/governorates`)).body.data as Row[])[0]!;
  const area = (
    (await getJson(`${url}/api/areas?governorate=${governorate.id}`)).body.data as Row[]
  )[0]!;
  const placed = await postJson(
    `${url}/api/cart/place-order`,
    {
      groups: [
        { store_id: added!.store, item_ids: [added!.item], payment_method: 'cash_on_delivery' },
      ],
      delivery: {
        client_name: 'Mona Adel',
        phone: '01012345678',
        governorate_id: governorate.id,
        area_id: area.id,
        address: '12 Fouad Street, Alexandria',
        notes: 'written just before the backup',
      },
    },
    token,
  );
  expect(placed.status).toBe(201);
  const orderId = ((placed.body.data as Row).orders as Row[])[0]!.id as number;
  return { orderId, token };
}

const countFiles = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
        .length
    : 0;

describe('npm run backup and npm run restore', () => {
  it('backs up a running server, restores into a fresh folder, and a server there serves the same order', async () => {
    const dataDir = await seededDataDir();
    const work = path.dirname(dataDir);
    folders.push(work);
    // A verification photo stands for DATA_DIR/private.
    await mkdir(path.join(dataDir, 'private', 'verification'), { recursive: true });
    writeFileSync(path.join(dataDir, 'private', 'verification', 'id-front.webp'), 'photo');

    const server = startServer(dataDir);
    const url = await server.ready();
    const { orderId, token } = await placeOrder(url);
    const order = await getJson(`${url}/api/orders/${orderId}`, token);
    expect(order.status).toBe(200);

    const archive = path.join(work, 'backups', 'dukkan.tar.gz');
    const backup = spawnTool(['server/db/backup-cli.ts', 'backup', archive], { DATA_DIR: dataDir });
    const backedUp = await backup.exited;
    console.log(
      `backup while serving: exit ${backedUp.code} in ${Math.round(backedUp.ms)} ms, ${statSync(archive, { throwIfNoEntry: false })?.size} bytes\n${backup.output()}`,
    );
    expect(backedUp.code).toBe(0);
    expect(backup.output()).toContain(`from the running server (pid ${server.pid})`);
    expect(statSync(archive).mode & 0o777).toBe(0o600);
    // The server kept serving, and kept the folder.
    expect((await fetch(`${url}/api/health`)).status).toBe(200);
    expect(readLock(dataDir)?.pid).toBe(server.pid);

    // Restore refuses the folder a server holds, even with --force…
    const intoLive = spawnTool(['server/db/backup-cli.ts', 'restore', archive, '--force'], {
      DATA_DIR: dataDir,
    });
    expect((await intoLive.exited).code).toBe(1);
    expect(intoLive.output()).toContain(`DATA_DIR ${dataDir} is in use`);
    expect(intoLive.output()).toContain(`pid ${server.pid}`);
    // …and a folder that is not empty, without --force.
    const busy = path.join(work, 'busy');
    await mkdir(busy);
    writeFileSync(path.join(busy, 'notes.txt'), 'keep me');
    const intoBusy = spawnTool(['server/db/backup-cli.ts', 'restore', archive], { DATA_DIR: busy });
    expect((await intoBusy.exited).code).toBe(1);
    expect(intoBusy.output()).toContain(`DATA_DIR ${busy} is not empty (notes.txt)`);
    expect(await readdir(busy)).toEqual(['notes.txt']);

    expect(await server.stop()).toBe(0);

    const fresh = path.join(work, 'restored');
    const restore = spawnTool(['server/db/backup-cli.ts', 'restore', archive], { DATA_DIR: fresh });
    const restored = await restore.exited;
    console.log(
      `restore: exit ${restored.code} in ${Math.round(restored.ms)} ms\n${restore.output()}`,
    );
    expect(restored.code).toBe(0);
    expect(countFiles(path.join(fresh, 'uploads'))).toBe(countFiles(path.join(dataDir, 'uploads')));
    expect(existsSync(path.join(fresh, 'private', 'verification', 'id-front.webp'))).toBe(true);
    expect(existsSync(path.join(fresh, LOCK_FILE))).toBe(false);

    const again = startServer(fresh);
    const againUrl = await again.ready();
    // The same session (its row and the generated signing secret are in the database) reads the
    // same order.
    const served = await getJson(`${againUrl}/api/orders/${orderId}`, token);
    expect(served.status).toBe(200);
    expect(served.body).toEqual(order.body);
    expect(await again.stop()).toBe(0);

    // With no server on the folder, the tool opens it itself, under its lock.
    const offline = path.join(work, 'backups', 'offline.tar.gz');
    const quiet = spawnTool(['server/db/backup-cli.ts', 'backup', offline], { DATA_DIR: fresh });
    expect((await quiet.exited).code).toBe(0);
    expect(quiet.output()).toContain('from the folder (no server was running)');
    expect(existsSync(path.join(fresh, LOCK_FILE))).toBe(false);
  }, 420_000);
});
