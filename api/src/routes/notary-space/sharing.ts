import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import { offerIncludesNotarySpace, sellerNames, type OrderForm, type ShareRole } from '@ped/domain';
import type { Order } from '../../models/order';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { conflict } from '../../lib/http-errors';
import { actorOf } from '../../services/orders/history';
import { notarySpaceUrl } from '../../services/orders/links';
import { createShare, revokeShare, setDeedDay } from '../../services/notary-space/shares';
import { sharingView } from '../../services/notary-space/sharing-view';
import { requestFreeUpdate } from '../../services/notary-space/free-update';
import { spaceLinkMail } from '../../mail/notary-space';
import { findOrder } from '../../services/orders/find-order';
import { AccountQuery } from '../documents/schemas';
import { OrderIdParams } from '@ped/schemas';
import { visitorRateLimit } from '../order/schemas';
import { DeedDayBody, FreeUpdateBody, NewShareBody, ShareParams, SharingSchema } from './schemas';

export const SHARING_NOT_INCLUDED =
  'Votre offre ne comprend pas l’espace sécurisé partagé avec votre notaire.';

type SharingRequest = FastifyRequest<{
  Params: { orderid: string; shareId?: string };
  Querystring: { account?: string };
  Body: unknown;
}>;

/**
 * The seller's side of the space, from the order page: who may see the order (owner, its
 * organisation, admins, or a visitor giving the order's e-mail) adds recipients, sees
 * what they opened, revokes a link, gives the deed date and asks for the free update.
 * Every route answers the block as it now stands.
 */
const sharing: FastifyPluginAsyncTypebox = async (app) => {
  function route(
    method: 'GET' | 'POST',
    url: string,
    summary: string,
    schema: { params?: TSchema; body?: TSchema },
    act: (order: Order, request: SharingRequest) => Promise<{ order?: Order; message?: string }>,
  ) {
    app.route({
      method,
      url,
      preHandler: app.identify,
      config: visitorRateLimit,
      schema: {
        tags: ['espace notaire'],
        summary,
        params: schema.params ?? OrderIdParams,
        querystring: AccountQuery,
        ...(schema.body ? { body: schema.body } : {}),
        response: { 200: Envelope(SharingSchema), ...errorResponses(400, 404, 409, 429) },
      },
      handler: async (request: SharingRequest) => {
        const order = await findOrder(app, request.params.orderid, {
          as: 'reader',
          session: request.session,
          account: request.query.account,
        });
        const { order: changed, message } = await act(order, request);
        return ok(await sharingView(app, changed ?? order), message);
      },
    });
  }

  route(
    'GET',
    '/order/:orderid/sharing',
    'Les liens partagés de la commande, leurs consultations, la mise à jour gratuite',
    {},
    async () => ({}),
  );

  route(
    'POST',
    '/order/:orderid/sharing',
    'Partager la commande avec un destinataire, qui reçoit son propre lien',
    { body: NewShareBody },
    async (order, request) => {
      if (!offerIncludesNotarySpace(order.payload?.offer)) throw conflict(SHARING_NOT_INCLUDED);
      const recipient = request.body as { role: ShareRole; name: string; email: string };
      const by = request.session?.account ?? order.account;
      const { share, token } = await createShare(app, order, recipient, by);
      await app.mailer.send({
        to: share.email,
        ...spaceLinkMail({
          orderid: order.orderid,
          role: recipient.role,
          spaceUrl: notarySpaceUrl(app, token),
          expires: share.expires,
          // the sellers by name: the recipient knows them, not the address that ordered
          sharedBy: sellerNames((order.stored as Partial<OrderForm> | null)?.owners),
        }),
      });
      return { message: `Lien envoyé à ${share.email}` };
    },
  );

  route(
    'POST',
    '/order/:orderid/sharing/:shareId/revoke',
    'Révoquer un lien : il n’ouvre plus l’espace',
    { params: ShareParams },
    async (order, request) => {
      const share = await revokeShare(app, order.orderid, request.params.shareId!);
      return { message: `Lien de ${share.email} révoqué` };
    },
  );

  route(
    'POST',
    '/order/:orderid/sharing/deed-date',
    'La date de l’acte de vente : les liens expirent ce jour-là',
    { body: DeedDayBody },
    async (order, request) => {
      const { deed_day: deedDay } = request.body as { deed_day: string | null };
      await setDeedDay(app, order.orderid, deedDay);
      return { order: { ...order, deed_day: deedDay }, message: 'Date de l’acte enregistrée' };
    },
  );

  route(
    'POST',
    '/order/:orderid/free-update',
    '« Actualiser mon pré-état daté » : gratuit jusqu’à la prochaine assemblée générale',
    { body: FreeUpdateBody },
    async (order, request) => ({
      order: await requestFreeUpdate(
        app,
        order,
        actorOf(request.session),
        (request.body as { reason: string }).reason.trim(),
      ),
      message:
        'Demande de mise à jour enregistrée : nous vous envoyons la nouvelle version dès qu’elle est prête.',
    }),
  );
};

export default sharing;
