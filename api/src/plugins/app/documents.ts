import fp from 'fastify-plugin';
import { documentBranding } from '../../services/organisations/document-branding';
import type { Register } from '../../models/register';
import type { RegisterDocument } from '../../models/register-document';
import { orderModel } from '../../models/order';
import type { StoredFile } from '../../services/storage/file-storage';
import { buildModel } from '../../services/pre-etat-date/build-model';
import { blankModel } from '../../services/pre-etat-date/blank-model';
import { deliverDocument, type DeliveryRequest } from '../../services/pre-etat-date/deliver';
import { fromOrder } from '../../services/pre-etat-date/from-order';
import { ISSUER } from '../../services/pre-etat-date/model';
import {
  loadBuildingRecord,
  loadFigures,
  type OrderForDocument,
} from '../../services/pre-etat-date/order-sources';
import { renderModel } from '../../services/pre-etat-date/render';
import { signDocumentLink } from '../../services/pre-etat-date/document-link';

export interface DocumentsService {
  /** The pré-état daté of an order with the given register and its documents. */
  renderPreEtatDate(
    order: OrderForDocument,
    register: Register | null,
    registerDocuments: RegisterDocument[],
  ): Promise<Buffer>;
  /**
   * Delivers a new version of the final document (deliver.ts): refused with the checklist's
   * French reasons when mode is 'verified'; 'seller-declaration' prints that the figures are
   * the seller's word, unchecked (the Libre offer's document at payment). Records it on the
   * order (order.document points to the latest version).
   */
  finalize(order: OrderForDocument, request: DeliveryRequest): Promise<StoredFile>;
  /** The same layout, empty: the free template of /pre-etat-date-gratuit. */
  renderBlank(): Promise<Buffer>;
  /**
   * A signed link that downloads the order's pré-état daté without signing in, valid
   * DOCUMENT_LINK_VALIDITY_DAYS days (the 'Terminer' e-mail of a visitor's order).
   */
  documentLink(order: Pick<OrderForDocument, 'orderid'>): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    documents: DocumentsService;
  }
}

export default fp(
  async (app) => {
    const { connection } = app.mongoose;
    // the company of @ped/domain, insured as configured
    const issuer = { ...ISSUER, insurance: app.config.COMPANY_INSURANCE ?? null };

    const service: DocumentsService = {
      async renderPreEtatDate(order, register, registerDocuments) {
        const [figures, record] = await Promise.all([
          loadFigures(connection, order, registerDocuments),
          loadBuildingRecord(connection, order, registerDocuments),
        ]);
        // the preview is dated today and has no certification: it is not a delivery
        const delivery = { issuedAt: new Date(), certification: null };
        return renderModel({
          ...buildModel(
            fromOrder(order, register, registerDocuments, figures, record, delivery),
            issuer,
          ),
          branding: await documentBranding(connection, app.storage, order),
        });
      },
      async finalize(order, request) {
        const { stored, version, deliveredAt } = await deliverDocument(
          {
            connection,
            storage: app.storage,
            issuer,
            publicAppUrl: app.config.PUBLIC_APP_URL,
            seal: app.seal,
          },
          order,
          request,
        );
        const document = { key: stored.key, url: stored.url, generated: deliveredAt, version };
        await orderModel(connection).updateOne({ orderid: order.orderid }, { $set: { document } });
        Object.assign(order, { document });
        return stored;
      },
      renderBlank: () => renderModel(blankModel(issuer)),
      documentLink({ orderid }) {
        const token = signDocumentLink(
          orderid,
          app.config.JWT_SECRET,
          app.config.DOCUMENT_LINK_VALIDITY_DAYS,
        );
        return `${app.config.PUBLIC_API_URL.replace(/\/$/, '')}/order/${orderid}/document?token=${token}`;
      },
    };
    app.decorate('documents', service);
  },
  { name: 'documents', dependencies: ['config', 'mongoose', 'storage', 'seal'] },
);
