/** The i18next namespaces: one per area of the app, each loaded with its first screen (i18n.ts). */
export type Namespace = 'shop' | 'account' | 'panel' | 'push' | 'offline';

export { buildResources, type Resources } from '@domain/text-resources';
