// Run with `node --test tools/eslint-rules/` (node's runner: this folder is no jest project).
import { describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { apiLayers } from './api-layers.mjs';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

const ROUTE = '/repo/api/src/routes/order/upload.ts';
const SERVICE = '/repo/api/src/services/payments/order-payment-events.ts';
const LIB = '/repo/api/src/lib/crash-point.ts';
const MODEL = '/repo/api/src/models/order.ts';

tester.run('api-layers', apiLayers, {
  valid: [
    // downwards
    {
      filename: ROUTE,
      code: "import { receiveUpload } from '../../services/uploads/receive-upload';",
    },
    { filename: ROUTE, code: "import { API_KEY_HEADER } from '../../plugins/app/api-keys';" },
    { filename: SERVICE, code: "import { orderModel } from '../../models/order';" },
    { filename: SERVICE, code: "import { refundPayment } from './refund-payment';" },
    { filename: SERVICE, code: "import { crashPoint } from '../../lib/crash-point';" },
    { filename: MODEL, code: "import { isDuplicateKey } from '../lib/mongo-errors';" },
    // a plugin's types: the contract of the decoration a service uses
    { filename: SERVICE, code: "import type { OutgoingMail } from '../../plugins/app/mailer';" },
    {
      filename: SERVICE,
      code: "import { type JobOutcome } from '../../plugins/app/scheduler';",
    },
    // packages and files outside the layers
    { filename: SERVICE, code: "import { canTransition } from '@ped/domain';" },
    { filename: '/repo/api/src/app.ts', code: "import payments from './plugins/app/payments';" },
    { filename: '/repo/api/test/x.test.ts', code: "import { x } from '../src/routes/x';" },
  ],
  invalid: [
    {
      filename: SERVICE,
      code: "import { documentFileName } from '../../plugins/app/documents';",
      errors: [{ messageId: 'upward', data: { from: 'services', to: 'plugins' } }],
    },
    {
      filename: SERVICE,
      code: "import { upload } from '../../routes/order/upload';",
      errors: [{ messageId: 'upward', data: { from: 'services', to: 'routes' } }],
    },
    {
      filename: LIB,
      code: "import { markOrderPaid } from '../services/orders/mark-paid';",
      errors: [{ messageId: 'upward', data: { from: 'lib', to: 'services' } }],
    },
    {
      filename: MODEL,
      code: "export { x } from '../plugins/app/payments';",
      errors: [{ messageId: 'upward', data: { from: 'models', to: 'plugins' } }],
    },
    {
      filename: LIB,
      code: "const lazy = () => import('../routes/order/upload');",
      errors: [{ messageId: 'upward', data: { from: 'lib', to: 'routes' } }],
    },
  ],
});
