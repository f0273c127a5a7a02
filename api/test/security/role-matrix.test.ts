import { accountModel } from '../../src/models/account';
import { bearer, createAccount, tokenFor } from '../helpers/accounts';
import { ROLE_MATRIX } from './role-matrix';
import { coverageProblems, documentedOperations } from './role-matrix/coverage';
import { playRoleMatrix } from './role-matrix/play';

/**
 * Issue 16: the role × route matrix. Every operation of the OpenAPI document has exactly
 * one row (role-matrix/<domain>.ts) saying which of the seven roles get in — six people and
 * the owner's API key (issue 35, ADR 065) — and each row is played by each role against the
 * app: an allowed role gets the row's status, a refused one 401/403 (or the 404 of an
 * unknown resource; a key outside /api/v1 exactly the 403 that says where keys go), and the
 * data of the owner's organisation never reaches another organisation or a customer.
 */
// this file: the coverage check and the people's and money's routes; orders and the staff's
// and software's routes in role-matrix-orders and role-matrix-staff
const context = playRoleMatrix(['public', 'account', 'invoices', 'billing', 'webhooks']);

describe('the role matrix covers the OpenAPI document', () => {
  it('has exactly one row for every operation, and none for an operation it lacks', () => {
    const problems = coverageProblems(
      documentedOperations(context.app),
      Object.values(ROLE_MATRIX).flat(),
    );
    if (problems.length)
      throw new Error(
        `The role matrix (api/test/security/role-matrix/) does not match the OpenAPI document:\n${problems
          .map((problem) => `  - ${problem}`)
          .join('\n')}`,
      );
  });
});

describe('admin rights', () => {
  it('are re-read on every request: a revoked admin is refused at once, token or not', async () => {
    const former = await createAccount(context.app, {
      email: 'ancien-admin@roles.test',
      is_admin: true,
    });
    const token = await tokenFor(context.app, String(former._id));
    await accountModel(context.app.mongoose.connection).updateOne(
      { _id: former._id },
      { $set: { is_admin: false } },
    );
    const response = await context.app.inject({
      method: 'POST',
      url: '/account/plan',
      headers: bearer(token),
      payload: { email: context.world().emails.owner, subscription_plan: 'experts' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'Réservé aux administrateurs',
    });
  });
});
