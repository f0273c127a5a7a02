import type { ReactNode } from 'react';
import { Button, HintLine } from '@ped/ui';
import { formatCents, formatDateInFull } from '@ped/domain';
import type { FigureNote, FigureValue } from '../store/figure-notes';

const shown = (value: FigureValue) =>
  'amount' in value ? formatCents(value.amount) : formatDateInFull(value.date);

const what = (value: FigureValue) => ('amount' in value ? 'ce montant' : 'cette date');

export interface FigureNoteHintProps {
  /** the field's own help, kept first */
  help: ReactNode;
  /** the field's label, so each button says which field it acts on */
  label: string;
  note: FigureNote | undefined;
  onUse(): void;
  onClear(): void;
}

/**
 * A field's hint, followed by what a document said of it: where a written value came from
 * (with « Effacer »), or the value offered (with « Utiliser »). Being in the hint, it is read
 * with the field by screen readers.
 */
export function FigureNoteHint({ help, label, note, onUse, onClear }: FigureNoteHintProps) {
  if (!note) return help;
  const source = `${note.fileName}, page ${note.page}`;
  return (
    <>
      {help}
      {note.kind === 'filled' ? (
        <HintLine>
          Lu dans {source}
          <Button
            type="button"
            $variant="secondary"
            aria-label={`Effacer la valeur lue pour « ${label} »`}
            onClick={onClear}
          >
            Effacer
          </Button>
        </HintLine>
      ) : (
        <HintLine>
          Nous avons lu {shown(note.value)} dans {source} : utiliser {what(note.value)} ?
          <Button
            type="button"
            $variant="secondary"
            aria-label={`Utiliser pour « ${label} »`}
            onClick={onUse}
          >
            Utiliser
          </Button>
        </HintLine>
      )}
    </>
  );
}
