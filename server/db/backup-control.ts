import { randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { PGlite } from '@electric-sql/pglite';
import type { DataDirLock } from './data-lock';

/**
 * `npm run backup` while the server runs: PGlite is one process, so the server holding the lock
 * makes the dump. It listens on 127.0.0.1 on a port of the system's choosing, outside the app
 * (no proxy in front of the app reaches it), and answers only a caller that shows the random key
 * written in DATA_DIR's lock file (mode 0600): whoever can read the data folder.
 *
 * `POST /dump` answers `dumpDataDir()`: a tarball of the database folder taken between two
 * queries (PGlite runs them one at a time), so it holds every committed transaction and, opened,
 * recovers as after a power cut at that instant.
 */
export async function startBackupControl(
  pglite: PGlite,
  lock: DataDirLock,
  log: (message: string) => void,
): Promise<() => Promise<void>> {
  const key = randomBytes(32).toString('hex');
  const expected = Buffer.from(`Bearer ${key}`);
  const server = createServer((request, response) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    const allowed = given.length === expected.length && timingSafeEqual(given, expected);
    if (!allowed || request.method !== 'POST' || request.url !== '/dump') {
      response.writeHead(allowed ? 404 : 401).end();
      return;
    }
    const started = performance.now();
    pglite
      .dumpDataDir('none')
      .then((dump) => {
        log(
          `backup: database dumped for npm run backup (${dump.size} bytes, ${Math.round(performance.now() - started)} ms)`,
        );
        response.writeHead(200, {
          'content-type': 'application/x-tar',
          'content-length': String(dump.size),
        });
        Readable.fromWeb(dump.stream() as WebReadableStream).pipe(response);
      })
      .catch((error: unknown) => {
        log(`backup: the dump failed: ${error instanceof Error ? error.message : String(error)}`);
        response.writeHead(500).end(error instanceof Error ? error.message : String(error));
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  lock.setControl({ port, key });
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}
