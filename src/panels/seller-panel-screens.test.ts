// Every reseller and sub-reseller route of spec §2 shows its real screen
// (the back-office machinery or a screen of its own), never the generic placeholder.
import { panelByPrefix } from '@domain/auth/panels';
import { describe, expect, it } from 'vitest';
import { hasOwnScreen } from './panel-screens';

describe('[SELLERS] reseller and sub-reseller panel screens', () => {
  for (const prefix of ['reseller', 'sub_reseller'] as const) {
    it(`every /${prefix} route of spec §2 has its real screen`, () => {
      const panel = panelByPrefix(prefix)!;
      const missing = panel.nav
        .filter((item) => item.path !== 'login')
        .filter((item) => !hasOwnScreen(item))
        .map((item) => item.path);
      expect(missing).toEqual([]);
    });
  }
});
