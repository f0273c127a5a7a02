import { withDefaultBillingAddress } from './billing-prefill';
import { createOrderForm } from './order-form';

const AGENCY = {
  name: 'Agence du Port',
  address: '1 place de la Bourse',
  additional: 'Bâtiment B',
  zipcode: '33000',
  city: 'Bordeaux',
};

describe('default billing address of the organisation', () => {
  it('fills a blank invoice block with the address of Paramètres', () => {
    const invoice = createOrderForm().invoice;
    expect(withDefaultBillingAddress(invoice, AGENCY)).toEqual({
      ...invoice,
      lastname: 'Agence du Port',
      address: '1 place de la Bourse',
      additional: 'Bâtiment B',
      zipcode: '33000',
      city: 'Bordeaux',
    });
  });

  it('never overwrites nor mixes with what the customer typed', () => {
    const typed = { ...createOrderForm().invoice, city: 'Lyon' };
    expect(withDefaultBillingAddress(typed, AGENCY)).toBe(typed);
  });

  it('leaves the block alone when the organisation has no address yet', () => {
    const invoice = createOrderForm().invoice;
    expect(withDefaultBillingAddress(invoice, { ...AGENCY, name: '', address: '' })).toBe(invoice);
  });
});
