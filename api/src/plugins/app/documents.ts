import fp from 'fastify-plugin';
import type { Register } from '../../models/register';
import type { RegisterDocument } from '../../models/register-document';
import { orderModel } from '../../models/order';
import type { StoredFile } from '../../services/storage/file-storage';
import { blankModel, buildModel } from '../../services/pre-etat-date/build-model';
import { fromOrder } from '../../services/pre-etat-date/from-order';
import type { Issuer } from '../../services/pre-etat-date/model';
import {
  loadBuildingRecord,
  loadFigures,
  loadOrderSources,
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
  /** Renders the final document, stores it and records it on the order (order.document). */
  finalize(order: OrderForDocument): Promise<StoredFile>;
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

/** Storage key of an order's pré-état daté; its file name is what the customer downloads. */
export const documentFileName = (orderid: string) => `pre-etat-date-${orderid}.pdf`;
export const documentKey = (orderid: string) => `orders/${orderid}/${documentFileName(orderid)}`;

export default fp(
  async (app) => {
    const { connection } = app.mongoose;
    const issuer: Issuer = {
      name: app.config.COMPANY_NAME,
      address: app.config.COMPANY_ADDRESS,
      city: app.config.COMPANY_CITY,
      registration: app.config.COMPANY_REGISTRATION,
    };

    const service: DocumentsService = {
      async renderPreEtatDate(order, register, registerDocuments) {
        const [figures, record] = await Promise.all([
          loadFigures(connection, order, registerDocuments),
          loadBuildingRecord(connection, order, registerDocuments),
        ]);
        return renderModel(
          buildModel(fromOrder(order, register, registerDocuments, figures, record), issuer),
        );
      },
      async finalize(order) {
        const { register, documents, figures, record } = await loadOrderSources(connection, order);
        const pdf = await renderModel(
          buildModel(fromOrder(order, register, documents, figures, record), issuer),
        );
        const stored = await app.storage.put(documentKey(order.orderid), pdf, 'application/pdf');
        const document = { key: stored.key, url: stored.url, generated: new Date() };
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
  { name: 'documents', dependencies: ['config', 'mongoose', 'storage'] },
);
