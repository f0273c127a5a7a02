import type { ComponentType } from 'react';
import type { OrderStep } from '@ped/domain';
import { lazyNamed } from '@ped/host';
import { OfferStep } from './OfferStep';

/** A step's fields; a step in a chunk of its own can be loaded ahead. */
type StepComponent = ComponentType & { preload?(): Promise<void> };

/** The first step comes with the order form; the others follow (preloaded one step ahead). */
export const STEP_COMPONENTS: Record<OrderStep, StepComponent> = {
  offre: OfferStep,
  bien: lazyNamed(() => import('./PropertyStep'), 'PropertyStep'),
  vendeurs: lazyNamed(() => import('./SellersStep'), 'SellersStep'),
  acquereur: lazyNamed(() => import('./BuyerStep'), 'BuyerStep'),
  notaire: lazyNamed(() => import('./NotaryStep'), 'NotaryStep'),
  documents: lazyNamed(() => import('./DocumentsStep'), 'DocumentsStep'),
  montants: lazyNamed(() => import('./AmountsStep'), 'AmountsStep'),
  facturation: lazyNamed(() => import('./BillingStep'), 'BillingStep'),
  recapitulatif: lazyNamed(() => import('./RecapStep'), 'RecapStep'),
};
