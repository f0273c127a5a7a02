// Run with `node --test tools/eslint-rules/` (node's runner: this folder is no jest project).
import { describe, it } from 'node:test';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { orderStateWriter } from './order-state-writer.mjs';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const SERVICE = '/repo/api/src/services/orders/admin-actions.ts';

tester.run('order-state-writer', orderStateWriter, {
  valid: [
    // reading or filtering on the state
    { filename: SERVICE, code: "orders.findOne({ orderid, state: 'done' });" },
    {
      filename: SERVICE,
      code: 'orders.updateOne({ orderid, state: from }, { $set: { paid: now } });',
    },
    { filename: SERVICE, code: 'const from = order.state;' },
    // a response's spelling, not an order
    { filename: SERVICE, code: "holder.state = holder.state.replace(/-/g, '_');" },
    // a filter being built
    { filename: SERVICE, code: 'tab.state = { $in: states };' },
  ],
  invalid: [
    {
      filename: SERVICE,
      code: "orders.updateOne({ orderid }, { $set: { state: 'done', updated: now } });",
      errors: [{ messageId: 'write' }],
    },
    {
      filename: SERVICE,
      code: "orders.findOneAndUpdate({ _id }, { '$set': { 'state': next } });",
      errors: [{ messageId: 'write' }],
    },
    {
      filename: SERVICE,
      code: "order.state = 'in-progress';",
      errors: [{ messageId: 'write' }],
    },
    {
      filename: SERVICE,
      code: 'updated.state = target;',
      errors: [{ messageId: 'write' }],
    },
  ],
});
