import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { WAIVABLE_CHECKS, type CheckKey } from '@ped/domain';
import { OrderIdParams } from '@ped/schemas';
import { Envelope, errorResponses, ok } from '../../schemas/envelope';
import { badRequest, conflict } from '../../lib/http-errors';
import { orderFiguresModel } from '../../models/order-figures';
import { figuresReview } from '../../services/pre-etat-date/figures-review';
import { FiguresPayload } from './figures-schemas';

const CheckReasonBody = Type.Object(
  {
    account: Type.String({ format: 'email', errorMessage: 'Adresse e-mail invalide' }),
    // one enum (not a union of literals) so that its refusal carries the French sentence
    key: Type.Unsafe<CheckKey>({
      type: 'string',
      enum: [...WAIVABLE_CHECKS],
      errorMessage: 'Ce contrôle ne se justifie pas : corrigez la donnée qu’il signale',
    }),
    reason: Type.String({
      minLength: 3,
      maxLength: 500,
      errorMessage: 'Motivez l’écart en quelques mots (500 caractères au plus)',
    }),
  },
  { additionalProperties: false },
);

/**
 * PUT /order/{orderid}/check-reasons (admin): staff deliver despite a check's problems by
 * saying why (a special key the règlement sets, a partial payment…). The reason covers the
 * problems the check has now, and no other: a later change of figures that brings a new
 * problem blocks « Terminer » again. It is printed in the certification block.
 */
const checkReasons: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/order/:orderid/check-reasons',
    {
      preHandler: app.requireAdmin,
      schema: {
        tags: ['documents'],
        summary: 'Justifie l’écart signalé par un contrôle avant « Terminer » (administrateurs)',
        params: OrderIdParams,
        body: CheckReasonBody,
        response: { 200: Envelope(FiguresPayload), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { account, key } = request.body;
      const reason = request.body.reason.trim();
      if (reason.length < 3) throw badRequest('Motivez l’écart en quelques mots');
      const { order, checklist } = await figuresReview(app, request.params.orderid, account);
      if (order.state === 'done')
        throw conflict(
          'La commande est terminée : rouvrez-la (actualisation) avant de justifier un contrôle',
        );
      const check = checklist.find((c) => c.key === key)!;
      if (!check.problems.length)
        throw conflict(`« ${check.label} » est satisfait : il n’y a rien à justifier`);
      await orderFiguresModel(app.mongoose.connection).updateOne(
        { orderid: order.orderid },
        {
          $push: {
            check_reasons: {
              key,
              reason,
              problems: check.problems,
              by: request.session!.account,
              at: new Date(),
            },
          },
        },
        { upsert: true },
      );
      return ok(
        (await figuresReview(app, order.orderid, account)).payload,
        'Écart justifié : le motif sera imprimé dans la certification',
      );
    },
  );
};

export default checkReasons;
