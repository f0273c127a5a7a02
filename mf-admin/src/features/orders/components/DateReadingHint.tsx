import type { ReactNode } from 'react';
import type { DateProposal } from '@ped/client';
import { formatDateInFull } from '@ped/domain';
import { Button, HintLine } from '@ped/ui';

/** A date read in several documents is offered once, from its most confident reading. */
const SHOWN = 3;

function distinctDates(proposals: DateProposal[]): DateProposal[] {
  const best = new Map<string, DateProposal>();
  for (const proposal of proposals) {
    const kept = best.get(proposal.date);
    if (!kept || proposal.confidence > kept.confidence) best.set(proposal.date, proposal);
  }
  return [...best.values()].sort((a, b) => b.confidence - a.confidence).slice(0, SHOWN);
}

export interface DateReadingHintProps {
  /** the field's label, so each button says which field it fills */
  label: string;
  /** the ISO day the field holds now, '' when empty */
  value: string;
  proposals: DateProposal[];
  onUse(date: string): void;
}

/**
 * Under a date of the sale, what the documents say of it: the date the field holds,
 * confirmed by a document, or another date offered with « Utiliser » (staff then save the
 * form as usual, so the order's history says who set it).
 */
export function DateReadingHint({ label, value, proposals, onUse }: DateReadingHintProps) {
  const lines: ReactNode[] = distinctDates(proposals).map((proposal) => {
    const source = `${proposal.document_label}, page ${proposal.page}`;
    const key = `${proposal.date}:${proposal.document_id}`;
    if (proposal.date === value) return <HintLine key={key}>Confirmée par {source}</HintLine>;
    return (
      <HintLine key={key}>
        {formatDateInFull(proposal.date)} selon {source}
        <Button
          type="button"
          $variant="secondary"
          aria-label={`Utiliser le ${formatDateInFull(proposal.date)} pour « ${label} »`}
          title={proposal.excerpt}
          onClick={() => onUse(proposal.date)}
        >
          Utiliser
        </Button>
      </HintLine>
    );
  });
  return lines.length ? <>{lines}</> : null;
}
