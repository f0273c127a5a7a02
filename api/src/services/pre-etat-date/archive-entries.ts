import { docTypeLabel, formatDate, formatDateTime } from '@ped/domain';
import type { RegisterDocument } from '../../models/register-document';

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'image/tiff': 'tif',
};

/** 'Procès-Verbal (PVs)' -> 'proces-verbal-pvs': readable, portable file names. */
export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export interface ArchiveFile {
  name: string;
  key: string;
  date: Date;
}

export interface ArchivePlan {
  files: ArchiveFile[];
  manifest: string;
}

/**
 * What goes in an order's archive: the pré-état daté, then the register's documents in
 * the document's annex order, named « 02-proces-verbal-2024-03-12.pdf », and a manifest
 * listing them (documents we do not hold, like an external link, are listed, not zipped).
 */
export function planArchive(input: {
  orderid: string;
  documentName: string;
  documentKey: string;
  documentDate: Date;
  registrationId: string | null;
  documents: RegisterDocument[];
  /** storage key of a document we hold, null for one only linked */
  keyOf(document: RegisterDocument): string | null;
  storedKeys: ReadonlySet<string>;
  now: Date;
}): ArchivePlan {
  const files: ArchiveFile[] = [
    { name: input.documentName, key: input.documentKey, date: input.documentDate },
  ];
  const lines = [
    `Commande ${input.orderid} — archive générée le ${formatDateTime(input.now)}`,
    input.registrationId
      ? `Copropriété immatriculée ${input.registrationId}`
      : 'Copropriété non associée à une immatriculation',
    '',
    'Contenu :',
    `${input.documentName} — Pré-état daté`,
  ];
  input.documents.forEach((document, index) => {
    const label = `${docTypeLabel(document.doctype)} du ${formatDate(document.delivered)}${document.comment ? ` (${document.comment})` : ''}`;
    const key = input.keyOf(document);
    if (key && input.storedKeys.has(key)) {
      const extension = EXTENSIONS[document.mimetype] ?? 'bin';
      const name = `${String(index + 1).padStart(2, '0')}-${slug(docTypeLabel(document.doctype))}-${isoDay(document.delivered)}.${extension}`;
      files.push({ name, key, date: document.delivered });
      lines.push(`${name} — ${label}`);
    } else {
      lines.push(
        `(non inclus) ${label} — ${key ? 'fichier introuvable' : `disponible à l’adresse ${document.url}`}`,
      );
    }
  });
  return { files, manifest: `${lines.join('\n')}\n` };
}
