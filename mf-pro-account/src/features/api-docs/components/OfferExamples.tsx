import styled from 'styled-components';
import { API_OFFER_MEANINGS, API_ORDER_EXAMPLES, OFFERS, type OfferCode } from '@ped/domain';
import { CodeBlock, Stack } from '@ped/ui';
import { MeaningsTable } from './MeaningsTable';

const Example = styled.details`
  summary {
    cursor: pointer;
    padding: 6px 0;
    font-weight: 600;
  }
`;

/**
 * The offers the API takes, and a complete order for each: the very bodies the API's test
 * sends (api/test/api-v1/vocabulary.test.ts), so an example here is one the API accepts.
 */
export function OfferExamples() {
  const offers = Object.keys(API_ORDER_EXAMPLES) as OfferCode[];
  return (
    <Stack $gap={12}>
      <MeaningsTable
        head={['offer', 'Offre']}
        rows={offers.map((code) => [code, API_OFFER_MEANINGS[code]])}
      />
      {offers.map((code) => (
        <Example key={code}>
          <summary>
            Commande complète, offre {OFFERS[code].name} (<code>{code}</code>)
          </summary>
          <CodeBlock
            label={`Commande complète, offre ${OFFERS[code].name}`}
            code={JSON.stringify(API_ORDER_EXAMPLES[code], null, 2)}
          />
        </Example>
      ))}
    </Stack>
  );
}
