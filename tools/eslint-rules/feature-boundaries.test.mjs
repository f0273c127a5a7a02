// Run with `node --test tools/eslint-rules/` (node's runner: this folder is no jest project).
import { describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { featureBoundaries } from './feature-boundaries.mjs';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

const ADMIN_TABS = '/repo/mf-admin/src/features/panel/components/AdminTabs.tsx';
const ORDERS_TEST = '/repo/mf-admin/src/features/orders/components/OrdersTab.test.tsx';
const ADMIN_APP = '/repo/mf-admin/src/app/AdminPanel.tsx';

tester.run('feature-boundaries', featureBoundaries, {
  valid: [
    // its own files, shared folders, packages
    { filename: ORDERS_TEST, code: "import { OrdersTab } from './OrdersTab';" },
    { filename: ORDERS_TEST, code: "import { saveBlob } from '../lib/save-blob';" },
    {
      filename: ORDERS_TEST,
      code: "import { renderWithHost } from '../../../testing/renderWithHost';",
    },
    {
      filename: ORDERS_TEST,
      code: "import { useResources } from '../../../store/resources/useResources';",
    },
    { filename: ORDERS_TEST, code: "import { Tabs } from '@ped/ui';" },
    { filename: ORDERS_TEST, code: "jest.mock('@ped/client');" },
    // the composition imports every feature
    {
      filename: ADMIN_APP,
      code: "import { OrdersTab } from '../features/orders/components/OrdersTab';",
    },
    // outside a frontend's features, nothing to check
    { filename: '/repo/packages/ui/src/index.ts', code: "export * from './features/x';" },
  ],
  invalid: [
    {
      filename: ADMIN_TABS,
      code: "import { OrdersTab } from '../../orders/components/OrdersTab';",
      errors: [{ messageId: 'otherFeature', data: { from: 'panel', to: 'orders' } }],
    },
    {
      filename: ADMIN_TABS,
      code: "export { SyndicsTab } from '../../syndics/components/SyndicsTab';",
      errors: [{ messageId: 'otherFeature' }],
    },
    {
      filename: ADMIN_TABS,
      code: "export * from '../../syndics';",
      errors: [{ messageId: 'otherFeature' }],
    },
    {
      filename: ADMIN_TABS,
      code: "const tab = () => import('../../accounts/components/AccountsTab');",
      errors: [{ messageId: 'otherFeature' }],
    },
    {
      filename: ADMIN_TABS,
      code: "type Tab = typeof import('../../accounts/components/AccountsTab');",
      errors: [{ messageId: 'otherFeature' }],
    },
    {
      filename: ORDERS_TEST,
      code: "jest.mock('../../registers/components/RegistersTab', () => ({}));",
      errors: [{ messageId: 'otherFeature' }],
    },
    {
      filename: ORDERS_TEST,
      code: "const { RegistersTab } = require('../../registers/components/RegistersTab');",
      errors: [{ messageId: 'otherFeature' }],
    },
    {
      // an absolute path or an alias names the feature as surely as a relative path
      filename: ORDERS_TEST,
      code: "import { RegistersTab } from '/repo/mf-admin/src/features/registers/components/RegistersTab';",
      errors: [{ messageId: 'otherFeature' }],
    },
    {
      filename: ORDERS_TEST,
      code: "import { RegistersTab } from '@/features/registers/components/RegistersTab';",
      errors: [{ messageId: 'otherFeature' }],
    },
    {
      filename: ORDERS_TEST,
      code: "import { STORE_MODULES } from '../../../app/store-modules';",
      errors: [{ messageId: 'app', data: { from: 'orders' } }],
    },
  ],
});
