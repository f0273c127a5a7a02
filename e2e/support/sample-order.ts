import {
  FINANCIAL_FIELDS,
  amountsRequired,
  createOrderForm,
  type FinancialField,
} from '../../packages/domain/src/order-form';
import type { OfferCode } from '../../packages/domain/src/offers';

/** The lots a sample sale picks from: an apartment, a cellar, a parking space, another flat. */
const LOTS = [
  {
    number: '12',
    kind: 'appartement',
    description: 'Appartement T3',
    tantiemes: 152,
    tantiemes_total: 10000,
  },
  { number: '45', kind: 'cave', description: 'Cave', tantiemes: 5, tantiemes_total: 10000 },
  { number: '78', kind: 'parking', description: 'Parking', tantiemes: 12, tantiemes_total: 10000 },
  {
    number: '16',
    kind: 'appartement',
    description: 'Appartement T2',
    tantiemes: 305,
    tantiemes_total: 10000,
  },
];

export interface SampleOrder {
  offer?: OfferCode;
  account: string;
  notary?: string;
  /** amounts the seller typed in the form, in euros */
  amounts?: Partial<Record<FinancialField, number>>;
  /** the lot numbers sold (an apartment, a cellar and a parking space by default) */
  lotNumbers?: string[];
  /** other answers of the form (financial years, the building's size…) */
  details?: Record<string, unknown>;
}

/**
 * A seller's completed order form, as `POST /order/store` takes it: Marie Dupont sells lots
 * of 3 rue des Lilas in Lyon, syndic Cabinet Martin, documents by e-mail. Used by the
 * journeys (e2e/support/staff.ts) and by `pnpm bench` (scripts/shared-order.mjs).
 */
export function sampleOrderForm({
  offer = 'cle',
  account,
  notary = 'notaire@example.fr',
  amounts = {},
  lotNumbers = ['12', '45', '78'],
  details = {},
}: SampleOrder) {
  return {
    ...createOrderForm(),
    offer,
    valid: true,
    invoiced: false,
    email: account,
    notary: { name: 'Maître Durand', email: notary },
    address: '3 rue des Lilas',
    zipcode: '69003',
    city: 'Lyon',
    owners: [
      {
        firstname: 'Marie',
        lastname: 'Dupont',
        address: '3 rue des Lilas',
        additional: '',
        zipcode: '69003',
        city: 'Lyon',
      },
    ],
    lots: LOTS.filter((lot) => lotNumbers.includes(lot.number)),
    // a Libre seller fills every amount themselves
    ...(amountsRequired(offer)
      ? Object.fromEntries(FINANCIAL_FIELDS.map(({ key }) => [key, 0]))
      : {}),
    ...amounts,
    // no amount for the whole sale to split per lot; the accounts' AG date « Terminer » needs
    dt_based: '2026-03-12',
    ...details,
    method: 'email',
    syndic: { name: 'Cabinet Martin', url: '', username: '', password: '' },
  };
}
