import { useState } from 'react';
import type { RegisterDocument } from '@ped/client';
import { DOCUMENT_CHIPS_SHOWN, docTypeLabel, formatDate } from '@ped/domain';
import { Button, Chip, Stack } from '@ped/ui';

/** docs/product.md §9.2: the first two documents as chips, the rest behind '+N'. */
export function DocumentChips({ documents }: { documents: RegisterDocument[] }) {
  const [expanded, setExpanded] = useState(false);
  const shown = expanded ? documents : documents.slice(0, DOCUMENT_CHIPS_SHOWN);
  const hidden = documents.length - shown.length;
  return (
    <Stack $direction="row" $gap={4} $wrap>
      {shown.map((document) => (
        <Chip
          key={document.id}
          label={docTypeLabel(document.doctype)}
          title={`${docTypeLabel(document.doctype)} du ${formatDate(document.delivered)}`}
        />
      ))}
      {hidden > 0 && (
        <Button
          type="button"
          $variant="ghost"
          onClick={() => setExpanded(true)}
          aria-label={`Afficher ${hidden} autre(s) document(s)`}
        >
          +{hidden}
        </Button>
      )}
    </Stack>
  );
}
