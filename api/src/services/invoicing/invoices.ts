import { Types, type Connection, type HydratedDocument } from 'mongoose';
import type { OfferCode, OrderOption, PlanCode } from '@ped/domain';
import { accountModel } from '../../models/account';
import { organisationModel } from '../../models/organisation';
import {
  invoiceModel,
  type BuyerIdentity,
  type Invoice,
  type InvoiceKind,
} from '../../models/invoice';
import { claimNumber, formatInvoiceNumber, seriesFor } from './numbering';
import {
  creditAmounts,
  orderInvoiceAmounts,
  subscriptionInvoiceAmounts,
  type InvoiceAmounts,
} from './lines';
import { sellerIdentity } from './seller';
import { renderInvoicePdf } from './pdf';
import { conflict, notFound } from '../../lib/http-errors';
import { isDuplicateKey } from '../../lib/mongo-errors';

/** The invoice identity a customer typed in the order form (`invoice` of the order form, docs/product.md §3.3). */
export interface OrderInvoiceIdentity {
  firstname?: string | null;
  lastname?: string | null;
  address?: string | null;
  additional?: string | null;
  zipcode?: string | null;
  city?: string | null;
}

/** What invoicing reads of an order (the orders model has more). */
export interface InvoiceableOrder {
  orderid: string;
  account: string;
  created?: Date | string | null;
  payload: {
    offer: OfferCode;
    options?: OrderOption[] | null;
    lots?: number | null;
    invoice?: OrderInvoiceIdentity | null;
  };
}

export interface PaymentFacts {
  paymentRef: string;
  paidAt: Date;
}

export interface SubscriptionPayment {
  organisationId: string;
  plan: PlanCode;
  /** the Stripe invoice paid (one of our invoices per Stripe invoice) */
  stripeInvoiceId: string;
  paidAt: Date;
  periodStart: Date;
  periodEnd: Date;
}

export interface Invoices {
  /** The invoice of a paid order; paying twice (webhook retries) gives back the same one. */
  issueForOrder(order: InvoiceableOrder, payment: PaymentFacts): Promise<Invoice>;
  /** The invoice of a paid subscription period. */
  issueForSubscription(payment: SubscriptionPayment): Promise<Invoice>;
  /** The credit note (avoir, A-series) cancelling an issued invoice, once. */
  creditNote(invoiceId: string, reason: string): Promise<Invoice>;
  renderPdf(invoice: Invoice): Promise<Buffer>;
  /** Numbers invoices left pending by a process that stopped mid-way; returns how many. */
  repairPending(olderThanMs?: number): Promise<number>;
}

const STALE_PENDING_MS = 60_000;

export interface InvoiceHooks {
  /** Once per invoice, right after it got its number (webhooks' invoice.issued, ADR 048). */
  onIssued?: (invoice: Invoice) => Promise<void>;
}

/**
 * Invoices French law accepts: numbered without gaps per year and kind, seller and buyer
 * identified, HT/TVA/TTC from @ped/domain, never modified once issued (refunds are credit
 * notes). Creation is pending-then-issued: the invoice is stored first (its `source` makes
 * a payment produce one invoice only), then gets its number (numbering.ts).
 */
export function createInvoices(connection: Connection, hooks: InvoiceHooks = {}): Invoices {
  const Invoice = invoiceModel(connection);
  const Account = accountModel(connection);
  const Organisation = organisationModel(connection);
  const seller = sellerIdentity();

  async function number(invoice: HydratedDocument<Invoice> | Invoice): Promise<Invoice> {
    const seq = await claimNumber(connection, invoice.series, String(invoice._id));
    const numbered = await Invoice.updateOne(
      { _id: invoice._id, status: 'pending' },
      {
        $set: {
          status: 'issued',
          seq,
          number: formatInvoiceNumber(invoice.series, seq),
          issued: new Date(),
        },
      },
    );
    const issued = await Invoice.findById(invoice._id).lean<Invoice>();
    if (!issued) throw new Error('Facture introuvable après numérotation');
    // only the call that moved it from pending to issued tells: retries and repairs do not
    if (numbered.modifiedCount === 1) await hooks.onIssued?.(issued);
    return issued;
  }

  async function issue(
    draft: Omit<Invoice, '_id' | 'status' | 'series' | 'seq' | 'number' | 'issued' | 'seller'>,
  ): Promise<Invoice> {
    const existing = await Invoice.findOne({ source: draft.source }).lean<Invoice>();
    if (existing) return existing.status === 'issued' ? existing : number(existing);
    let created: HydratedDocument<Invoice>;
    try {
      created = await Invoice.create({
        ...draft,
        seller,
        status: 'pending',
        series: seriesFor(draft.kind, draft.created),
      });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      const raced = await Invoice.findOne({ source: draft.source }).lean<Invoice>();
      if (!raced) throw error;
      return raced.status === 'issued' ? raced : number(raced);
    }
    return number(created);
  }

  /** Buyer: the invoice identity typed on the order, else the organisation's default billing address. */
  async function buyerOf(email: string, typed?: OrderInvoiceIdentity | null) {
    const account = await Account.findOne({ email: email.toLowerCase() }).lean();
    const organisation = account?.organisation
      ? await Organisation.findById(account.organisation).lean()
      : null;
    const billing = organisation?.billing_address;
    const typedName = [typed?.firstname, typed?.lastname].filter((part) => part?.trim()).join(' ');
    const useTyped = Boolean(typed?.address?.trim() && typed?.city?.trim());
    const buyer: BuyerIdentity = useTyped
      ? {
          name: typedName || organisation?.name || email,
          address: typed?.address ?? '',
          additional: typed?.additional ?? '',
          zipcode: typed?.zipcode ?? '',
          city: typed?.city ?? '',
          country: 'France',
          email,
        }
      : {
          name: billing?.name || organisation?.name || typedName || email,
          address: billing?.address ?? '',
          additional: billing?.additional ?? '',
          zipcode: billing?.zipcode ?? '',
          city: billing?.city ?? '',
          country: billing?.country || 'France',
          email,
        };
    return { buyer, organisation: organisation?._id ?? null };
  }

  const base = (kind: InvoiceKind, amounts: InvoiceAmounts, created: Date) => ({
    kind,
    ...amounts,
    created,
    credited_invoice: null,
    credited_number: null,
    reason: null,
  });

  const invoices: Invoices = {
    async issueForOrder(order, { paymentRef, paidAt }) {
      const { buyer, organisation } = await buyerOf(order.account, order.payload.invoice);
      const pricedAt = order.created ? new Date(order.created) : paidAt;
      const amounts = orderInvoiceAmounts(order, organisation ? 'business' : 'consumer', pricedAt);
      return issue({
        ...base('invoice', amounts, paidAt),
        source: `order:${order.orderid}`,
        organisation,
        account: order.account,
        orderids: [order.orderid],
        buyer,
        payment: { method: 'card', reference: paymentRef, paid_at: paidAt },
      });
    },

    async issueForSubscription({
      organisationId,
      plan,
      stripeInvoiceId,
      paidAt,
      periodStart,
      periodEnd,
    }) {
      const organisation = await Organisation.findById(organisationId).lean();
      if (!organisation) throw notFound('Organisation introuvable');
      const owner = await Account.findOne({
        organisation: organisation._id,
        role: 'owner',
      }).lean();
      const { buyer } = await buyerOf(owner?.email ?? '', null);
      return issue({
        ...base('invoice', subscriptionInvoiceAmounts(plan, periodStart, periodEnd), paidAt),
        source: `subscription:${stripeInvoiceId}`,
        organisation: organisation._id,
        account: owner?.email ?? '',
        orderids: [],
        buyer: { ...buyer, name: organisation.billing_address?.name || organisation.name },
        payment: { method: 'card', reference: stripeInvoiceId, paid_at: paidAt },
      });
    },

    async creditNote(invoiceId, reason) {
      if (!Types.ObjectId.isValid(invoiceId)) throw notFound('Facture introuvable');
      const original = await Invoice.findById(invoiceId).lean<Invoice>();
      if (!original || original.status !== 'issued') throw notFound('Facture introuvable');
      if (original.kind === 'credit_note')
        throw conflict('Un avoir ne peut pas être lui-même annulé par un avoir');
      return issue({
        ...base('credit_note', creditAmounts(original), new Date()),
        source: `credit:${String(original._id)}`,
        organisation: original.organisation,
        account: original.account,
        orderids: original.orderids,
        buyer: original.buyer,
        payment: original.payment,
        credited_invoice: original._id,
        credited_number: original.number ?? null,
        reason,
      });
    },

    renderPdf: renderInvoicePdf,

    async repairPending(olderThanMs = STALE_PENDING_MS) {
      // the id's timestamp is when the pending invoice was stored
      const stale = await Invoice.find({
        status: 'pending',
        _id: {
          $lt: Types.ObjectId.createFromTime(Math.floor((Date.now() - olderThanMs) / 1000) + 1),
        },
      }).lean<Invoice[]>();
      for (const invoice of stale) await number(invoice);
      return stale.length;
    },
  };
  return invoices;
}
