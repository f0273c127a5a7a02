import type { OrderStep } from '@ped/domain';
import { lazyNamed, type PreloadableComponent } from '@ped/host';
import { OfferStep } from './OfferStep';

/** The first step comes with the order form; the others follow (preloaded one step ahead). */
const firstStep: PreloadableComponent<object> = Object.assign(OfferStep, {
  preload: () => Promise.resolve(),
});

export const STEP_COMPONENTS: Record<OrderStep, PreloadableComponent<object>> = {
  offre: firstStep,
  bien: lazyNamed(() => import('./PropertyStep'), 'PropertyStep'),
  vendeurs: lazyNamed(() => import('./SellersStep'), 'SellersStep'),
  acquereur: lazyNamed(() => import('./BuyerStep'), 'BuyerStep'),
  notaire: lazyNamed(() => import('./NotaryStep'), 'NotaryStep'),
  documents: lazyNamed(() => import('./DocumentsStep'), 'DocumentsStep'),
  montants: lazyNamed(() => import('./AmountsStep'), 'AmountsStep'),
  facturation: lazyNamed(() => import('./BillingStep'), 'BillingStep'),
  recapitulatif: lazyNamed(() => import('./RecapStep'), 'RecapStep'),
};
