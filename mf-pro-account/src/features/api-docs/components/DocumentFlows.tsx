import {
  API_DOC_TYPE_MEANINGS,
  API_METHOD_FLOWS,
  type ApiCallStep,
  type OrderMethod,
} from '@ped/domain';
import { CodeBlock, Stack } from '@ped/ui';
import { orderFile, stepCurl } from '../samples';
import { MeaningsTable } from './MeaningsTable';

const bodyOf = (steps: ApiCallStep[]) =>
  steps.find((step) => step.body && step.body !== 'file' && Object.keys(step.body).length)?.body as
    Record<string, unknown> | undefined;

/**
 * The calls of each way to send the seller's documents (`method`), in their order, as curl,
 * with the order they send: the flows the API's test runs (api-examples.ts).
 */
export function DocumentFlows({ api }: { api: string }) {
  const methods = Object.keys(API_METHOD_FLOWS) as OrderMethod[];
  return (
    <Stack $gap={16}>
      {methods.map((method) => {
        const { meaning, steps } = API_METHOD_FLOWS[method];
        const body = bodyOf(steps);
        return (
          <Stack key={method} $gap={8}>
            <h3>
              <code>"method": "{method}"</code>
            </h3>
            <p>{meaning}.</p>
            <ol>
              {steps.map((step) => (
                <li key={`${step.method} ${step.path}`}>
                  <code>
                    {step.method} {step.path}
                  </code>{' '}
                  : {step.does}
                </li>
              ))}
            </ol>
            <CodeBlock
              label={`Appels pour method ${method}`}
              code={steps.map((step, i) => stepCurl(api, step, i, method)).join('\n\n')}
            />
            {body ? (
              <>
                <p>
                  Le fichier <code>{orderFile(method)}</code> :
                </p>
                <CodeBlock label={orderFile(method)} code={JSON.stringify(body, null, 2)} />
              </>
            ) : null}
          </Stack>
        );
      })}
      <p>
        Le type de chaque document envoyé (<code>doctype</code>) est deviné à sa lecture, puis
        corrigé au besoin par nos experts :
      </p>
      <MeaningsTable
        head={['doctype', 'Type de document']}
        rows={Object.entries(API_DOC_TYPE_MEANINGS)}
      />
    </Stack>
  );
}
