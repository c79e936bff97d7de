import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { layersRule } from './layers-rule.js';

RuleTester.describe = describe;
RuleTester.it = it;

const root = path.resolve(import.meta.dirname, '..');
const at = (file: string) => path.join(root, file);
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

tester.run('[LINT][LAYERS] import boundaries of STYLE.md', layersRule, {
  valid: [
    { filename: at('domain/money.ts'), code: "import { z } from 'zod';" },
    { filename: at('domain/validation/store.ts'), code: "import { V } from './keys';" },
    { filename: at('sw/routes.ts'), code: "import { X } from '../domain/constants';" },
    { filename: at('sw/sw.ts'), code: "import { precache } from 'workbox-precaching';" },
    { filename: at('src/features/shop/home.tsx'), code: "import { x } from '@/features/shop/a';" },
    { filename: at('src/app/routes/shop.tsx'), code: "import { x } from '@/features/shop/a';" },
    {
      filename: at('server/modules/general/general.repository.ts'),
      code: "import { users } from '../../db/schema';",
    },
  ],
  invalid: [
    {
      filename: at('domain/money.ts'),
      code: "import { useState } from 'react';",
      errors: [{ message: "domain/ imports nothing but zod (found 'react')" }],
    },
    {
      filename: at('domain/money.ts'),
      code: "import { x } from '@/lib/format';",
      errors: [{ message: 'domain/ imports nothing of ours outside domain/' }],
    },
    {
      filename: at('sw/sw.ts'),
      code: "import { x } from '@/lib/api';",
      errors: [{ message: 'sw/ imports only domain/' }],
    },
    {
      filename: at('src/features/shop/home.tsx'),
      code: "import { x } from '@/features/account/cart';",
      errors: [{ message: 'features never import each other (shop → account)' }],
    },
    {
      filename: at('src/components/x.tsx'),
      code: "import { x } from '../features/shop/home';",
      errors: [{ message: 'shared layers (crud, components, lib) never import features' }],
    },
    {
      filename: at('src/lib/api/client.ts'),
      code: "import { x } from '../../../server/env';",
      errors: [{ message: 'client code never imports server/' }],
    },
    {
      filename: at('server/modules/general/general.service.ts'),
      code: "import { users } from '../../db/schema';",
      errors: [{ message: 'only repositories import Drizzle tables' }],
    },
  ],
});
