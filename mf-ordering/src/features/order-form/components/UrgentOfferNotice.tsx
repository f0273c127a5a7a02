import { Alert } from '@ped/ui';
import { priceText } from '@ped/domain';
import { useCustomerType } from '../../../shared/useSession';
import { useSupportPhone } from '@ped/contracts';

/** The urgent offer is sold by phone only, after checking it can be done within the hour. */
export function UrgentOfferNotice() {
  const phone = useSupportPhone();
  const price = priceText('urg', useCustomerType());
  return (
    <Alert variant="info" title="L’offre Urgent se commande par téléphone">
      <p>
        Pour vous livrer dans l’heure, nous devons d’abord vérifier avec vous que c’est faisable :
        le syndic doit être joignable et les documents disponibles. Appelez-nous
        {phone ? (
          <>
            {' '}
            au <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>
          </>
        ) : null}{' '}
        du lundi au vendredi de 9 h à 19 h (appel gratuit)
        {price ? `, à partir de ${price}` : ''}.
      </p>
    </Alert>
  );
}
