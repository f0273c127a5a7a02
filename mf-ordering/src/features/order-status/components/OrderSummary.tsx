import { FactList } from '@ped/ui';
import {
  LOT_KINDS,
  OFFERS,
  READING_PENDING_LABEL,
  docTypeLabel,
  readingFailedLine,
  documentsLine,
  formatDateTime,
  isOfferCode,
  type OrderForm,
} from '@ped/domain';
import type { OrderDetail } from '../api/order-status-api';

/** A document's type, or where its automatic reading stands while none is known. */
function uploadLine(upload: OrderDetail['uploads'][number]): string {
  if (upload.doctype) return docTypeLabel(upload.doctype);
  if (upload.reading.status === 'pending') return READING_PENDING_LABEL.toLowerCase();
  if (upload.reading.status === 'failed')
    return `type à déterminer par nos experts (${readingFailedLine(upload.reading.reason)})`;
  return 'type à déterminer';
}

/** What was ordered and which documents the customer gave. */
export function OrderSummary({ order }: { order: OrderDetail }) {
  const stored = (order.stored ?? {}) as Partial<OrderForm>;
  const offer = order.payload.offer;
  const kind = (value: string) => LOT_KINDS.find((k) => k.value === value)?.label ?? value;
  const address = [
    stored.address,
    stored.additional,
    [stored.zipcode, stored.city].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <FactList>
      <dt>Offre</dt>
      <dd>{isOfferCode(offer) ? OFFERS[offer].name : '—'}</dd>
      <dt>Commandée le</dt>
      <dd>{formatDateTime(order.created)}</dd>
      {address ? (
        <>
          <dt>Bien</dt>
          <dd>{address}</dd>
        </>
      ) : null}
      {stored.lots?.length ? (
        <>
          <dt>Lots</dt>
          <dd>{stored.lots.map((lot) => `${kind(lot.kind)} n° ${lot.number}`).join(', ')}</dd>
        </>
      ) : null}
      <dt>Documents</dt>
      <dd>
        {documentsLine(offer, order.payload.method) ?? order.payload.method}
        {order.uploads.length > 0 ? (
          <ul>
            {order.uploads.map((upload) => (
              <li key={upload.id}>
                {upload.name || 'Document'} — {uploadLine(upload)}
              </li>
            ))}
          </ul>
        ) : null}
      </dd>
    </FactList>
  );
}
