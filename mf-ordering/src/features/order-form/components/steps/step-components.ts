import type { ComponentType } from 'react';
import type { OrderStep } from '@ped/domain';
import { OfferStep } from './OfferStep';
import { PropertyStep } from './PropertyStep';
import { SellersStep } from './SellersStep';
import { BuyerStep } from './BuyerStep';
import { NotaryStep } from './NotaryStep';
import { DocumentsStep } from './DocumentsStep';
import { AmountsStep } from './AmountsStep';
import { BillingStep } from './BillingStep';
import { RecapStep } from './RecapStep';

export const STEP_COMPONENTS: Record<OrderStep, ComponentType> = {
  offre: OfferStep,
  bien: PropertyStep,
  vendeurs: SellersStep,
  acquereur: BuyerStep,
  notaire: NotaryStep,
  documents: DocumentsStep,
  montants: AmountsStep,
  facturation: BillingStep,
  recapitulatif: RecapStep,
};
