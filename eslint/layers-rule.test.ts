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
    {
      filename: at('src/app/routes/shop/product-detail.route.tsx'),
      code: "import { x } from '@/features/shop/a';\nimport { y } from '@/features/account/b';",
    },
    {
      filename: at('src/panels/panel-screens.ts'),
      code: "import { profileResource } from '@/features/account/resource';",
    },
    { filename: at('src/panels/panel-layout.tsx'), code: "import { x } from '@/app/guards';" },
    {
      filename: at('src/features/shop/product/product-page.tsx'),
      code: "import { a } from '@/components/x';\nimport { b } from '@/lib/api';\nimport { c } from '@/crud/list';\nimport { d } from '@domain/money';\nimport { e } from '../api/q';",
    },
    { filename: at('src/lib/api/client.ts'), code: "import { x } from '@/components/toaster';" },
    {
      filename: at('src/components/x.test.tsx'),
      code: "import { system } from '@/app/theme/system';",
    },
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
      filename: at('src/crud/list.tsx'),
      code: "import { x } from '@/features/shop/home';",
      errors: [{ message: 'shared layers (crud, components, lib) never import features' }],
    },
    {
      filename: at('src/lib/head/page-head.ts'),
      code: "import { x } from '@/app/routes/lazy';",
      errors: [
        {
          message:
            'shared layers (crud, components, lib) never import composition layers (app/routes, panels)',
        },
      ],
    },
    {
      filename: at('src/components/x.tsx'),
      code: "import { x } from '@/panels/panel-screens';",
      errors: [
        {
          message:
            'shared layers (crud, components, lib) never import composition layers (app/routes, panels)',
        },
      ],
    },
    {
      filename: at('src/lib/x.ts'),
      code: "import { x } from '@/app/guards';",
      errors: [{ message: 'shared layers (crud, components, lib) never import src/app' }],
    },
    {
      filename: at('src/features/shop/home.tsx'),
      code: "import { x } from '@/app/guards';",
      errors: [
        {
          message:
            'features never import src/app or src/panels (composition imports features, not the reverse)',
        },
      ],
    },
    {
      filename: at('src/features/account/profile/profile-form.tsx'),
      code: "import { x } from '../../../panels/panel-screens';",
      errors: [
        {
          message:
            'features never import src/app or src/panels (composition imports features, not the reverse)',
        },
      ],
    },
    {
      filename: at('src/features/shop/home.tsx'),
      code: "import { x } from '@/main';",
      errors: [
        { message: 'features import only shared layers (components, lib, crud, i18n) and domain' },
      ],
    },
    {
      filename: at('src/app/layouts/user-layout.tsx'),
      code: "import { x } from '@/features/shop/home';",
      errors: [{ message: 'only composition layers (src/app/routes, src/panels) import features' }],
    },
    {
      filename: at('src/entry-server.tsx'),
      code: "const m = import('@/features/shop/home');",
      errors: [{ message: 'only composition layers (src/app/routes, src/panels) import features' }],
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
