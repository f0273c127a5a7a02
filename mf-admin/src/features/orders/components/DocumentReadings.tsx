import type { Order } from '@ped/client';
import {
  READING_PENDING_LABEL,
  lotsLabel,
  otherLotsNamed,
  readingFailedLine,
  saleLotNumbers,
} from '@ped/domain';
import { Alert, Stack } from '@ped/ui';

/**
 * What staff must know of the automatic reading of the seller's documents (ADR 064): those
 * under way or given up (why no type or figure is proposed for them yet, or at all), and
 * those about another lot than the sale's, whose lot amounts are not proposed (ADR 104).
 */
export function DocumentReadings({ order }: { order: Order }) {
  const unread = order.uploads.filter(({ reading }) => reading.status !== 'done');
  const saleLots = saleLotNumbers(order.stored);
  const elsewhere = order.uploads
    .map((upload) => ({ upload, others: otherLotsNamed(upload.reading.guess?.lots, saleLots) }))
    .filter(({ others }) => others.length);
  if (!unread.length && !elsewhere.length) return null;
  return (
    <Stack $gap={12}>
      {unread.length ? (
        <Alert variant="info" title="Lecture automatique des documents">
          <ul>
            {unread.map(({ id, name, reading }) => (
              <li key={id}>
                {name || 'Document'} :{' '}
                {reading.status === 'pending'
                  ? READING_PENDING_LABEL.toLowerCase()
                  : readingFailedLine(reading.reason)}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {elsewhere.length ? (
        <Alert variant="warning" title="Documents d’un autre lot">
          <p>
            {elsewhere.length > 1
              ? `Ces documents nomment d’autres lots que ${lotsLabel(saleLots)} de la vente : leurs montants par lot ne sont pas proposés. Vérifiez avec le vendeur qu’il s’agit des bons documents.`
              : `Ce document nomme d’autres lots que ${lotsLabel(saleLots)} de la vente : ses montants par lot ne sont pas proposés. Vérifiez avec le vendeur qu’il s’agit du bon document.`}
          </p>
          <ul>
            {elsewhere.map(({ upload, others }) => (
              <li key={upload.id}>
                {upload.name || 'Document'} : {lotsLabel(others)}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
    </Stack>
  );
}
