import type { Content, TDocumentDefinitions, TableCell } from 'pdfmake/interfaces';
import { formatCents, formatDate } from '@ped/domain';
import type { DetailTable, Lot, PreEtatDateModel, Row, Section, Value } from './model';

export const MISSING = 'Non communiqué';
/** what the blank template shows where a value is to be written by hand */
const TO_FILL = '____________________';

const PRIMARY = '#1f3a5f';
const MUTED = '#5b6472';

function display(value: Value, blank: boolean): string {
  const missing = blank ? TO_FILL : MISSING;
  switch (value.kind) {
    case 'amount':
      return value.cents === null ? missing : formatCents(value.cents);
    case 'date':
      return value.date === null ? missing : formatDate(value.date) || missing;
    case 'text':
      return value.text ?? missing;
  }
}

const isMissing = (value: Value) =>
  (value.kind === 'amount' && value.cents === null) ||
  (value.kind === 'date' && value.date === null) ||
  (value.kind === 'text' && value.text === null);

function valueCell(row: Row, blank: boolean): TableCell {
  const shown: Content = {
    text: display(row.value, blank),
    alignment: row.value.kind === 'amount' ? 'right' : 'left',
    color: isMissing(row.value) && !blank ? MUTED : undefined,
    italics: isMissing(row.value) && !blank,
  };
  return row.source
    ? { stack: [shown, { text: `Source : ${row.source}`, style: 'source', alignment: 'right' }] }
    : shown;
}

function rowsTable(rows: Row[], blank: boolean): Content {
  return {
    table: {
      widths: ['*', 170],
      body: rows.map((row) => [{ text: row.label }, valueCell(row, blank)]),
    },
    layout: 'lightHorizontalLines',
    margin: [0, 2, 0, 10],
  };
}

/** A titled block kept on one page, so a heading never ends a page alone. */
const keepTogether = (...stack: Content[]): Content => ({ stack, unbreakable: true });

function detailTable(details: DetailTable): Content {
  const amountColumn = (index: number) => index >= 2;
  return keepTogether(
    { text: details.title, style: 'h3' },
    {
      table: {
        headerRows: 1,
        widths: ['*', 70, 80, 80, 80],
        body: [
          details.headers.map((header, index): TableCell => ({
            text: header,
            style: 'th',
            alignment: amountColumn(index) ? 'right' : 'left',
          })),
          ...details.rows.map((row) =>
            row.map((cell, index): TableCell => ({
              text: cell ?? MISSING,
              alignment: amountColumn(index) ? 'right' : 'left',
              ...(cell === null ? { color: MUTED, italics: true } : {}),
            })),
          ),
        ],
      },
      layout: 'lightHorizontalLines',
      margin: [0, 2, 0, 2],
    },
    ...(details.source
      ? [
          {
            text: `Source : ${details.source}`,
            style: 'source',
            alignment: 'right',
            margin: [0, 0, 0, 10],
          } as Content,
        ]
      : []),
  );
}

function section(s: Section, blank: boolean): Content {
  return [
    keepTogether(
      { text: s.title, style: 'h2' },
      ...(s.intro ? [{ text: s.intro, style: 'note' }] : []),
      rowsTable(s.rows, blank),
    ),
    ...(s.details ? [detailTable(s.details)] : []),
  ];
}

function lotsTable(lots: Lot[], blank: boolean): Content {
  const cell = (value: string | number | null) =>
    value === null ? (blank ? TO_FILL : MISSING) : String(value);
  return {
    table: {
      headerRows: 1,
      widths: [60, '*', 120],
      body: [
        [
          { text: 'Lot n°', style: 'th' },
          { text: 'Description', style: 'th' },
          { text: 'Tantièmes / total', style: 'th' },
        ],
        ...lots.map((lot) => [
          // the blank line must fit the narrow number column
          lot.number === null && blank ? '________' : cell(lot.number),
          cell(lot.description),
          lot.tantiemes === null && lot.totalTantiemes === null
            ? cell(null)
            : `${cell(lot.tantiemes)} / ${cell(lot.totalTantiemes)}`,
        ]),
      ],
    },
    layout: 'lightHorizontalLines',
    margin: [0, 2, 0, 10],
  };
}

function annexYearsTable(model: PreEtatDateModel): Content {
  const [first, second] = model.annexYears.years;
  if (!first || !second) return [];
  return {
    table: {
      headerRows: 1,
      widths: ['*', 110, 110],
      body: [
        [
          { text: 'Quote-part du vendeur', style: 'th' },
          { text: first.title, style: 'th', alignment: 'right' },
          { text: second.title, style: 'th', alignment: 'right' },
        ],
        ...first.rows.map((row, index) => [
          { text: row.label },
          valueCell(row, model.blank),
          valueCell(second.rows[index] ?? row, model.blank),
        ]),
      ],
    },
    layout: 'lightHorizontalLines',
    margin: [0, 2, 0, 10],
  };
}

function annexesTable(model: PreEtatDateModel): Content {
  if (!model.annexes.length)
    return { text: 'Aucun document annexé par le rédacteur.', style: 'note' };
  return {
    table: {
      headerRows: 1,
      widths: [20, '*', 100, '*'],
      body: [
        [
          { text: 'N°', style: 'th' },
          { text: 'Type', style: 'th' },
          { text: 'Date', style: 'th' },
          { text: 'Observation', style: 'th' },
        ],
        ...model.annexes.map((annex, index) => [
          String(index + 1),
          annex.type || (model.blank ? TO_FILL : MISSING),
          display({ kind: 'date', date: annex.delivered }, model.blank),
          annex.comment ?? '',
        ]),
      ],
    },
    layout: 'lightHorizontalLines',
  };
}

function heading(model: PreEtatDateModel): Content[] {
  const when = model.blank
    ? `Établi à ${TO_FILL}, le ${TO_FILL}`
    : `Établi à ${model.place}, le ${formatDate(model.issuedAt)}${model.reference ? ` — référence ${model.reference}` : ''}`;
  return [
    { text: 'PRÉ-ÉTAT DATÉ', style: 'title' },
    {
      text: 'Informations financières remises à l’acquéreur avant la promesse de vente (article L721-2 du code de la construction et de l’habitation), selon le modèle de l’état daté (article 5 du décret n° 67-223 du 17 mars 1967).',
      style: 'note',
      alignment: 'center',
    },
    { text: when, alignment: 'center', margin: [0, 6, 0, 12] },
  ];
}

/** The pdfmake document: one layout for the filled document and the blank template. */
export function layout(model: PreEtatDateModel): TDocumentDefinitions {
  const { issuer, blank } = model;
  return {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 60],
    // a fixed creation date keeps the bytes identical for the same data
    info: {
      title: blank
        ? 'Pré-état daté (modèle vierge)'
        : `Pré-état daté ${model.reference ?? ''}`.trim(),
      author: issuer.name,
      creator: issuer.name,
      producer: issuer.name,
      creationDate: model.issuedAt ?? new Date(0),
    },
    content: [
      ...heading(model),
      keepTogether({ text: 'Identification', style: 'h2' }, rowsTable(model.identification, blank)),
      { text: 'Lots vendus', style: 'h3' },
      lotsTable(model.lots, blank),
      section(model.owedBySeller, blank),
      section(model.owedToSeller, blank),
      section(model.borneByBuyer, blank),
      keepTogether({ text: model.annexYears.title, style: 'h2' }, annexYearsTable(model)),
      section(model.finances, blank),
      section(model.life, blank),
      section(model.technical, blank),
      { text: 'Documents annexés', style: 'h2' },
      annexesTable(model),
      {
        text: `« ${MISSING} » : information non transmise au rédacteur à la date d’établissement ; elle ne vaut ni zéro ni absence.`,
        style: 'note',
        margin: [0, 12, 0, 0],
      },
    ],
    footer: (currentPage, pageCount) => ({
      margin: [40, 16, 40, 0],
      columns: [
        { text: `${issuer.name} — ${issuer.address} — ${issuer.registration}`, style: 'footer' },
        {
          text: `Page ${currentPage} / ${pageCount}`,
          style: 'footer',
          alignment: 'right',
          width: 70,
        },
      ],
    }),
    defaultStyle: { font: 'DejaVuSans', fontSize: 9, lineHeight: 1.2 },
    styles: {
      title: {
        fontSize: 18,
        bold: true,
        color: PRIMARY,
        alignment: 'center',
        margin: [0, 0, 0, 6],
      },
      h2: { fontSize: 12, bold: true, color: PRIMARY, margin: [0, 8, 0, 4] },
      h3: { fontSize: 10, bold: true, margin: [0, 4, 0, 2] },
      th: { bold: true, color: PRIMARY },
      note: { fontSize: 8, color: MUTED, italics: true },
      source: { fontSize: 7, color: MUTED },
      footer: { fontSize: 7, color: MUTED },
    },
  };
}
