import { ORDERING_PATHS } from '@ped/contracts/paths';
import { SOLUTIONS } from '@ped/domain';

/**
 * The order form's entry pages, pre-rendered: every address of the flow and each offer's
 * order page. An order, a payment link, a notary space or a verification is someone's own
 * page, drawn in the browser.
 */
export function prerenderPaths(): string[] {
  const solutions = Object.keys(SOLUTIONS);
  return [
    ...ORDERING_PATHS.flow,
    ...ORDERING_PATHS.flowForSolution.flatMap((pattern) =>
      solutions.map((name) => pattern.replace(':solutionName', name)),
    ),
  ];
}
