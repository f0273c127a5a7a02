import { registerModel } from '../../../src/models/register';
import { appWithMailForFile, type AppWithMail } from '../../helpers/app-with-mail';
import { createRoleWorld, type RoleWorld } from '../../helpers/roles';
import { MATRIX_APP_CONFIG, MATRIX_REGISTER, ROLE_MATRIX } from './index';
import { expectAccess, matrixRows } from './matrix';

export type MatrixDomain = keyof typeof ROLE_MATRIX;

/**
 * Plays the tables of these domains, each row by each role, against an app of the calling
 * file. The matrix is split over several files so that jest runs them on both cores.
 */
export function playRoleMatrix(domains: readonly MatrixDomain[]): AppWithMail & {
  world: () => RoleWorld;
} {
  const context = appWithMailForFile(MATRIX_APP_CONFIG);
  let world: RoleWorld;

  beforeAll(async () => {
    world = await createRoleWorld(context.app);
    await registerModel(context.app.mongoose.connection).create({ _id: MATRIX_REGISTER });
  });

  describe.each(domains.map((domain) => [domain, ROLE_MATRIX[domain]!] as const))(
    'role matrix: %s',
    (_domain, table) => {
      it.each(matrixRows(table))(
        '%s as %s: gets in = %s',
        async (_title, role, allowed, access) => {
          await expectAccess(world, access, role, allowed);
        },
      );
    },
  );
  return Object.assign(context, { world: () => world });
}
