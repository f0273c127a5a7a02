import { COMPANY } from '@ped/domain';
import type { SellerIdentity } from '../../models/invoice';

/** The seller printed on every invoice and credit note: the company of @ped/domain. */
export function sellerIdentity(): SellerIdentity {
  return {
    name: COMPANY.legalName,
    legal_form: `${COMPANY.legalForm} au capital de ${COMPANY.capital}`,
    siren: COMPANY.siren,
    rcs: COMPANY.rcs,
    vat_number: COMPANY.vat,
    address: COMPANY.street,
    additional: '',
    zipcode: COMPANY.zipcode,
    city: COMPANY.city,
    country: 'France',
  };
}
