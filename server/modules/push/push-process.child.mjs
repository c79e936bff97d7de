// Entry of the push process (push-process.ts forks it): TypeScript through tsx, as `npm start`
// runs the server.
import { register } from 'tsx/esm/api';

register();
await import('./push-process.child.ts');
