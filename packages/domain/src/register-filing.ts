import { documentKind } from './documents';
import { formatDateInFull } from './format';
import { parisDay } from './paris-time';

/**
 * Staff file a seller's upload among its copropriété's documents from the order (issue 38):
 * the register's documents are what the pré-état daté annexes, and a register document has
 * a type and a day. The same type on the same day is the same document sent again (the PV
 * the seller uploaded, then staff filed): it is filed once.
 */
export interface UploadToFile {
  name?: string | null;
  doctype?: number | null;
  delivered?: Date | string | null;
  comment?: string | null;
}

export interface FiledDocument {
  doctype: number;
  delivered: Date | string;
}

const dayOf = (date: Date | string) => parisDay(new Date(date));

/** The register document an upload already is, if any. */
export const filedAs = (upload: UploadToFile, filed: readonly FiledDocument[]) =>
  upload.doctype && upload.delivered
    ? filed.find(
        (d) => d.doctype === upload.doctype && dayOf(d.delivered) === dayOf(upload.delivered!),
      )
    : undefined;

/** How staff see an upload to file: « Procès-verbal d’AG du 12 mars 2024 (pv.pdf) ». */
export function uploadToFileLabel(upload: UploadToFile): string {
  const name = upload.name?.trim() || 'fichier du client';
  if (!upload.doctype) return name;
  const date = upload.delivered ? ` du ${formatDateInFull(upload.delivered)}` : '';
  return `${documentKind(upload.doctype, upload.comment)}${date} (${name})`;
}

/** Why an upload cannot be filed in the copropriété's documents, in French; null when it can. */
export function uploadFilingProblem(
  upload: UploadToFile,
  filed: readonly FiledDocument[],
): string | null {
  const name = upload.name?.trim() || 'Le fichier du client';
  if (!upload.doctype) return `« ${name} » : indiquez son type de document avant de le classer`;
  if (!upload.delivered) return `« ${name} » : indiquez sa date avant de le classer`;
  if (filedAs(upload, filed))
    return `« ${uploadToFileLabel(upload)} » est déjà parmi les documents de la copropriété`;
  return null;
}
