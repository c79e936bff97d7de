// `npm start`: build the app when its sources are newer than dist/, then run the server in this
// process (tsx compiles the TypeScript on the fly), so Ctrl-C reaches one process only.
import { register } from 'tsx/esm/api';
import { buildIfStale } from './build-if-stale.mjs';

// NODE_ENV is left as given: unset means a demo install, where /dev/outbox shows the sign-up and
// reset codes (no mail server needed). Real deployments set NODE_ENV=production.
await buildIfStale();
register();
await import('../server/main.ts');
