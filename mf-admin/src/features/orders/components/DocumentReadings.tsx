import type { Order } from '@ped/client';
import { READING_PENDING_LABEL, readingFailedLine } from '@ped/domain';
import { Alert } from '@ped/ui';

/**
 * The seller's documents whose automatic reading is under way or gave up (ADR 064): staff
 * know why no type or figure is proposed for them yet, and why not at all.
 */
export function DocumentReadings({ order }: { order: Order }) {
  const unread = order.uploads.filter(({ reading }) => reading.status !== 'done');
  if (!unread.length) return null;
  return (
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
  );
}
