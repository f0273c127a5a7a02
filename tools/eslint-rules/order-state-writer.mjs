/**
 * One writer of an order's state (issue 37, ADR 075): `transitionOrder`
 * (api/src/services/orders/transition.ts) checks the move against @ped/domain's state
 * machine and writes the consequences with it. Anywhere else, an update that sets `state`
 * (`$set: { state }`) or an assignment to an order's `state` is refused, so that no change
 * of state can skip its webhook, its e-mails or its history.
 */

const isNamed = (key, name) =>
  (key?.type === 'Identifier' && key.name === name) ||
  (key?.type === 'Literal' && key.value === name);

/** `order.state = …`, `updated.state = …`: an object whose name says it is an order. */
const isOrderState = (node) =>
  node.type === 'MemberExpression' &&
  isNamed(node.property, 'state') &&
  node.object.type === 'Identifier' &&
  /order|updated|claimed|found/i.test(node.object.name);

/** @type {import('eslint').Rule.RuleModule} */
export const orderStateWriter = {
  meta: {
    type: 'problem',
    docs: { description: 'Only transitionOrder writes an order’s state.' },
    schema: [],
    messages: {
      write:
        'L’état d’une commande ne s’écrit que par transitionOrder (services/orders/transition.ts) : la machine à états y est vérifiée et les conséquences écrites avec l’état.',
    },
  },
  create(context) {
    return {
      Property(node) {
        const parent = node.parent?.parent;
        if (
          isNamed(node.key, 'state') &&
          parent?.type === 'Property' &&
          isNamed(parent.key, '$set')
        )
          context.report({ node, messageId: 'write' });
      },
      AssignmentExpression(node) {
        if (isOrderState(node.left)) context.report({ node, messageId: 'write' });
      },
    };
  },
};
