import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { badRequest } from '../../lib/http-errors';
import { MailToken } from '../../schemas/account';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { confirmAttach } from '../../services/orders/attach';

/**
 * POST /order/attach: the account holder confirms, from the link we mailed them, that the
 * order a visitor placed with their e-mail is theirs; it then appears in their account.
 * The link's token proves the mailbox, like a validation link.
 */
const attach: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/order/attach',
    {
      schema: {
        tags: ['commandes'],
        summary: 'Rattacher à son compte une commande passée sans connexion avec son adresse',
        body: Type.Object({ token: MailToken }, { additionalProperties: false }),
        response: {
          200: Envelope(Type.Object({ orderid: Type.String() })),
          ...errorResponses(400),
        },
      },
    },
    async (request) => {
      const order = await confirmAttach(app, request.body.token);
      if (!order) throw badRequest('Lien invalide ou déjà utilisé');
      return ok({ orderid: order.orderid }, 'Commande rattachée à votre compte');
    },
  );
};

export default attach;
