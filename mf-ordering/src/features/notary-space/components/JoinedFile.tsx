import { useState } from 'react';
import { ReadingStatus, usePolling } from '@ped/ui';
import { docTypeLabel, formatDateInFull, isReadingPending } from '@ped/domain';
import { fetchCorrectionFile, type AttachedFile } from '../api/notary-space-api';

/** What the reading made of a joined file, in a sentence; null when it gave no clue. */
function recognised({ reading }: AttachedFile): string | null {
  const { guess } = reading;
  if (reading.status !== 'done' || !guess?.doctype) return null;
  const day = guess.dateISO ? ` du ${formatDateInFull(guess.dateISO)}` : '';
  return `Reconnu : ${docTypeLabel(guess.doctype)}${day}.`;
}

/**
 * The file the notary joined to a correction request, read after it was sent (ADR 064):
 * « Lecture en cours… », then what it was recognised as, or why it could not be read.
 */
export function JoinedFile({ token, file }: { token: string; file: AttachedFile }) {
  const [shown, setShown] = useState(file);
  usePolling({
    active: isReadingPending(shown.reading),
    load: () => fetchCorrectionFile(token, shown.upload_id),
    onResult: setShown,
  });
  return (
    <div>
      <p>
        Pièce jointe : {shown.name}. {recognised(shown)}
      </p>
      <ReadingStatus
        reading={shown.reading}
        advice="Le fichier est bien joint à votre demande : nos experts le liront."
      />
    </div>
  );
}
