import { readFileSync } from 'node:fs';

/** The release, from package.json: the health check reports it, the client busts caches by it. */
export const APP_VERSION: string = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;
