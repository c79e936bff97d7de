import { getSystem } from './src/app/theme/system';
const t = performance.now();
getSystem();
console.log('createSystem ms', performance.now() - t);
