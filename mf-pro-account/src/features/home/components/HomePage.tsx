import { Link } from 'react-router-dom';
import { orderPathForSolution, orderSolutionForPlan, PLANS } from '@ped/domain';
import { ButtonLink, Stack } from '@ped/ui';
import { useProSession } from '../../../shared/useProSession';
import { CategoryTiles } from './CategoryTiles';
import { OrganisationOrdersTable } from './OrganisationOrdersTable';

/**
 * Accueil (docs/product.md §2.5, root of the account area). The welcome notice (docs/product.md §4.6) is the shell's:
 * it shows above every page for three days, so it is not repeated here.
 */
export function HomePage() {
  const { session, plan } = useProSession();
  return (
    <Stack $gap={24}>
      <Stack $direction="row" $gap={16} $justify="space-between" $align="center" $wrap>
        <div>
          <h1>Espace Pro.</h1>
          <p>
            {session?.organisation
              ? `${session.organisation.name} · formule ${PLANS[plan].label}`
              : 'Compte sans organisation : vos commandes sont à votre nom.'}
          </p>
        </div>
        <ButtonLink as={Link} to={orderPathForSolution(orderSolutionForPlan(plan))}>
          Nouveau pré-état daté
        </ButtonLink>
      </Stack>
      <CategoryTiles />
      <OrganisationOrdersTable plan={plan} ofOrganisation={Boolean(session?.organisation)} />
    </Stack>
  );
}
