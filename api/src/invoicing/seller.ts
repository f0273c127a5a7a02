import type { AppConfig } from '../config';
import type { SellerIdentity } from '../models/invoice';

/** The seller's identity as configured (SELLER_* keys): the one place it is written. */
export function sellerIdentity(config: AppConfig): SellerIdentity {
  return {
    name: config.SELLER_NAME,
    legal_form: config.SELLER_LEGAL_FORM,
    siren: config.SELLER_SIREN,
    rcs: config.SELLER_RCS,
    vat_number: config.SELLER_VAT_NUMBER,
    address: config.SELLER_ADDRESS,
    additional: '',
    zipcode: config.SELLER_ZIPCODE,
    city: config.SELLER_CITY,
    country: 'France',
  };
}
