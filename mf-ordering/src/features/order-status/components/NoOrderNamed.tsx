import { Link } from 'react-router-dom';
import { ORDER_FLOW_PATH } from '@ped/contracts/paths';
import { ButtonLink, Stack } from '@ped/ui';
import { Page } from '../../../shared/Page';

/** The confirmation page opened without an order (a bookmark, a link cut short): a way on. */
export function NoOrderNamed() {
  return (
    <Page>
      <Stack $gap={20}>
        <h1>Aucune commande à afficher</h1>
        <p>
          Cette page confirme une commande après son paiement ; le lien suivi ne nomme aucune
          commande. Pour retrouver la vôtre, ouvrez le lien « Suivre ma commande » de l’e-mail de
          confirmation.
        </p>
        <Stack $direction="row" $gap={12} $wrap>
          <ButtonLink as={Link} to={ORDER_FLOW_PATH}>
            Commander un pré-état daté
          </ButtonLink>
          <ButtonLink as={Link} to="/" $variant="secondary">
            Retour à l’accueil
          </ButtonLink>
        </Stack>
      </Stack>
    </Page>
  );
}
