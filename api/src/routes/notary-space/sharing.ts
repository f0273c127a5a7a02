import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { offerIncludesNotarySpace } from '@ped/domain';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { conflict } from '../../lib/http-errors';
import { actorOf } from '../../services/orders/history';
import { notarySpaceUrl } from '../../services/orders/links';
import { createShare, revokeShare, setDeedDay } from '../../services/notary-space/shares';
import { sharingView } from '../../services/notary-space/sharing-view';
import { requestFreeUpdate } from '../../services/notary-space/free-update';
import { spaceLinkMail } from '../../mail/notary-space';
import { findOrderForReader } from '../documents/order-access';
import { AccountQuery, OrderIdParams } from '../documents/schemas';
import { visitorRateLimit } from '../order/schemas';
import { DeedDayBody, FreeUpdateBody, NewShareBody, ShareParams, SharingSchema } from './schemas';

export const SHARING_NOT_INCLUDED =
  'Votre offre ne comprend pas l’espace sécurisé partagé avec votre notaire.';

/**
 * The seller's side of the space, from the order page: who may see the order (owner, its
 * organisation, admins, or a visitor giving the order's e-mail) adds recipients, sees
 * what they opened, revokes a link, gives the deed date and asks for the free update.
 */
const sharing: FastifyPluginAsyncTypebox = async (app) => {
  const common = {
    preHandler: app.identify,
    config: visitorRateLimit,
  };
  const response = { 200: Envelope(SharingSchema), ...errorResponses(400, 404, 409, 429) };

  app.get(
    '/order/:orderid/sharing',
    {
      ...common,
      schema: {
        tags: ['espace notaire'],
        summary: 'Les liens partagés de la commande, leurs consultations, la mise à jour gratuite',
        params: OrderIdParams,
        querystring: AccountQuery,
        response,
      },
    },
    async (request) => {
      const order = await findOrderForReader(
        app,
        request.session,
        request.params.orderid,
        request.query.account,
      );
      return ok(await sharingView(app, order));
    },
  );

  app.post(
    '/order/:orderid/sharing',
    {
      ...common,
      schema: {
        tags: ['espace notaire'],
        summary: 'Partager la commande avec un destinataire, qui reçoit son propre lien',
        params: OrderIdParams,
        querystring: AccountQuery,
        body: NewShareBody,
        response,
      },
    },
    async (request) => {
      const order = await findOrderForReader(
        app,
        request.session,
        request.params.orderid,
        request.query.account,
      );
      if (!offerIncludesNotarySpace(order.payload?.offer)) throw conflict(SHARING_NOT_INCLUDED);
      const by = request.session?.account ?? order.account;
      const { share, token } = await createShare(app, order, request.body, by);
      await app.mailer.send({
        to: share.email,
        ...spaceLinkMail({
          orderid: order.orderid,
          role: share.role,
          spaceUrl: notarySpaceUrl(app, token),
          expires: share.expires,
          sharedBy: by,
        }),
      });
      return ok(await sharingView(app, order), `Lien envoyé à ${share.email}`);
    },
  );

  app.post(
    '/order/:orderid/sharing/:shareId/revoke',
    {
      ...common,
      schema: {
        tags: ['espace notaire'],
        summary: 'Révoquer un lien : il n’ouvre plus l’espace',
        params: ShareParams,
        querystring: AccountQuery,
        response,
      },
    },
    async (request) => {
      const order = await findOrderForReader(
        app,
        request.session,
        request.params.orderid,
        request.query.account,
      );
      const share = await revokeShare(app, order.orderid, request.params.shareId);
      return ok(await sharingView(app, order), `Lien de ${share.email} révoqué`);
    },
  );

  app.post(
    '/order/:orderid/sharing/deed-date',
    {
      ...common,
      schema: {
        tags: ['espace notaire'],
        summary: 'La date de l’acte de vente : les liens expirent ce jour-là',
        params: OrderIdParams,
        querystring: AccountQuery,
        body: DeedDayBody,
        response,
      },
    },
    async (request) => {
      const order = await findOrderForReader(
        app,
        request.session,
        request.params.orderid,
        request.query.account,
      );
      await setDeedDay(app, order.orderid, request.body.deed_day);
      return ok(
        await sharingView(app, { ...order, deed_day: request.body.deed_day }),
        'Date de l’acte enregistrée',
      );
    },
  );

  app.post(
    '/order/:orderid/free-update',
    {
      ...common,
      schema: {
        tags: ['espace notaire'],
        summary:
          '« Actualiser mon pré-état daté » : gratuit jusqu’à la prochaine assemblée générale',
        params: OrderIdParams,
        querystring: AccountQuery,
        body: FreeUpdateBody,
        response,
      },
    },
    async (request) => {
      const order = await findOrderForReader(
        app,
        request.session,
        request.params.orderid,
        request.query.account,
      );
      const updated = await requestFreeUpdate(
        app,
        order,
        actorOf(request.session),
        request.body.reason.trim(),
      );
      return ok(
        await sharingView(app, updated),
        'Demande de mise à jour enregistrée : nous vous envoyons la nouvelle version dès qu’elle est prête.',
      );
    },
  );
};

export default sharing;
