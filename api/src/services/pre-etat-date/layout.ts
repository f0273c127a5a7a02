import type { Content, TDocumentDefinitions, TableCell } from 'pdfmake/interfaces';
import { formatCents, formatDateInFull, formatTantiemes } from '@ped/domain';
import { imageSource } from './image-source';
import type {
  Branding,
  Certification,
  DetailTable,
  Lot,
  LotStatement,
  PreEtatDateModel,
  Row,
  ScheduleSection,
  Section,
  Synthesis,
  Value,
} from './model';

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
      return value.date === null ? missing : formatDateInFull(value.date) || missing;
    case 'text':
      return value.text ?? missing;
  }
}

const isMissing = (value: Value) =>
  (value.kind === 'amount' && value.cents === null) ||
  (value.kind === 'date' && value.date === null) ||
  (value.kind === 'text' && value.text === null);

function valueCell(row: Row, blank: boolean): TableCell {
  const alignment = row.value.kind === 'amount' ? 'right' : 'left';
  const shown: Content = {
    text: display(row.value, blank),
    alignment,
    bold: row.total,
    color: isMissing(row.value) && !blank ? MUTED : undefined,
    italics: isMissing(row.value) && !blank,
  };
  const small = [
    ...(row.source ? [`Source : ${row.source}`] : []),
    ...(row.note && !blank ? [row.note] : []),
  ];
  const lines = small.map((line): Content => ({ text: line, style: 'source', alignment }));
  return lines.length ? { stack: [shown, ...lines] } : shown;
}

function rowsTable(rows: Row[], blank: boolean): Content {
  return {
    table: {
      widths: ['*', 200],
      body: rows.map((row) => [{ text: row.label, bold: row.total }, valueCell(row, blank)]),
    },
    layout: 'lightHorizontalLines',
    margin: [0, 2, 0, 10],
  };
}

/** A titled block kept on one page, so a heading never ends a page alone. */
const keepTogether = (...stack: Content[]): Content => ({ stack, unbreakable: true });

function detailTable(details: DetailTable, blank = false, fontSize?: number): Content {
  const amountColumn = (index: number) => index >= details.amountFrom;
  const missing = blank ? TO_FILL : MISSING;
  const footer = details.footer
    ? [
        details.footer.map((cell, index): TableCell => ({
          text: cell ?? missing,
          bold: true,
          alignment: amountColumn(index) ? 'right' : 'left',
        })),
      ]
    : [];
  return keepTogether(
    { text: details.title, style: 'h3' },
    {
      ...(fontSize ? { fontSize } : {}),
      table: {
        headerRows: 1,
        widths:
          details.widths ??
          details.headers.map((_, index) =>
            index === 0 ? '*' : index < details.amountFrom ? 75 : 80,
          ),
        body: [
          details.headers.map((header, index): TableCell => ({
            text: header,
            style: 'th',
            alignment: amountColumn(index) ? 'right' : 'left',
          })),
          ...details.rows.map((row) =>
            row.map((cell, index): TableCell => ({
              text: cell ?? missing,
              alignment: amountColumn(index) ? 'right' : 'left',
              ...(cell === null && !blank ? { color: MUTED, italics: true } : {}),
            })),
          ),
          ...footer,
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
    ...(s.details ? [detailTable(s.details, blank)] : []),
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
            ? blank
              ? '______ / ______'
              : cell(null)
            : (formatTantiemes(lot.tantiemes, lot.totalTantiemes) ??
              `${cell(lot.tantiemes)} / ${cell(lot.totalTantiemes)}`),
        ]),
      ],
    },
    layout: 'lightHorizontalLines',
    margin: [0, 2, 0, 10],
  };
}

function annexYearsTable(statement: LotStatement, blank: boolean): Content {
  const [first, second] = statement.annexYears.years;
  if (!first || !second) return [];
  return {
    table: {
      headerRows: 1,
      widths: ['*', 130, 130],
      body: [
        [
          { text: 'Quote-part du vendeur', style: 'th' },
          { text: first.title, style: 'th', alignment: 'right' },
          { text: second.title, style: 'th', alignment: 'right' },
        ],
        ...first.rows.map((row, index) => [
          { text: row.label },
          valueCell(row, blank),
          valueCell(second.rows[index] ?? row, blank),
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

/** One lot: its heading, I-A, I-B, I-C with their totals, its share of the funds, N-1 and N-2. */
function lotBlock(statement: LotStatement, blank: boolean, index: number): Content {
  return [
    { text: statement.title, style: 'lot', ...(index > 0 ? { pageBreak: 'before' as const } : {}) },
    ...statement.sections.map((s) => section(s, blank)),
    keepTogether(
      { text: statement.annexYears.title, style: 'h2' },
      annexYearsTable(statement, blank),
    ),
  ];
}

/** « 14 contrôles satisfaits : … » and, apart, each check waived with the reason staff gave. */
function checksRows(c: Certification): TableCell[][] {
  if (!c.checks.length) return [];
  const passed = c.checks.filter((check) => !check.reason).map((check) => check.label);
  const waived = c.checks.filter((check) => check.reason);
  return [
    [
      'Contrôles avant délivrance',
      `${passed.length} contrôle${passed.length > 1 ? 's' : ''} satisfait${passed.length > 1 ? 's' : ''} : ${passed.join(' ; ')}.`,
    ],
    ...(waived.length
      ? [
          [
            'Écarts justifiés par le rédacteur',
            waived.map((check) => `${check.label} — motif : « ${check.reason} »`).join(' ; '),
          ],
        ]
      : []),
  ];
}

/** Who drew the document up, from which documents, when, and how to check it is genuine. */
function certificationBlock(c: Certification, issuer: PreEtatDateModel['issuer']): Content {
  const documents = c.documents.length
    ? c.documents
        .map((d) => `${d.type}${d.date ? ` du ${formatDateInFull(d.date)}` : ' (non daté)'}`)
        .join(' ; ')
    : 'aucun document transmis';
  const who = c.drawnUpBy
    ? `, ${c.drawnUpBy}`
    : c.mode === 'verified'
      ? ', par un rédacteur de notre équipe, identifié dans notre registre des versions'
      : '';
  return keepTogether(
    { text: 'Certification', style: 'h2', margin: [0, 14, 0, 4] },
    {
      table: {
        widths: ['*', 300],
        body: [
          ['Établi par', `${c.company} (${issuer.registration})${who}`],
          ['Mode d’établissement', c.statement],
          ...checksRows(c),
          ['Documents utilisés', documents],
          ['Date de délivrance', formatDateInFull(c.deliveredAt)],
          ['Document', `n° ${c.number}, version ${c.version}`],
          [
            'Code de vérification',
            {
              stack: [
                { text: c.verificationCode, bold: true },
                { text: c.verificationUrl, style: 'source' },
              ],
            },
          ],
        ],
      },
      layout: 'lightHorizontalLines',
    },
    {
      text: 'Le code permet à tout destinataire de vérifier sur notre site la date, la version et l’empreinte (SHA-256) de ce document, sans en révéler le contenu.',
      style: 'note',
      margin: [0, 4, 0, 0],
    },
  );
}

const SCHEDULE_ID = 'echeancier';

/** Page 1: what the notary withholds, what the buyer repays, who pays which call, the loan, the alerts. */
function synthesisPage(synthesis: Synthesis): Content[] {
  return [
    { text: 'Synthèse pour le notaire', style: 'h2', margin: [0, 0, 0, 2] },
    { text: synthesis.intro, style: 'note', margin: [0, 0, 0, 4] },
    detailTable(synthesis.table, false, 8),
    ...(synthesis.works ? [detailTable(synthesis.works, false, 8)] : []),
    ...synthesis.statements.map((line): Content => ({
      text: [
        { text: `${line.label} : `, bold: true },
        line.text ?? MISSING,
        ...(line.source ? [{ text: ` (source : ${line.source})`, style: 'source' }] : []),
      ],
      fontSize: 8,
      margin: [0, 2, 0, 2],
    })),
    ...(synthesis.loan
      ? [
          { text: 'Emprunt collectif', style: 'h3' },
          { text: synthesis.loan, fontSize: 8, margin: [0, 0, 0, 4] } as Content,
        ]
      : []),
    { text: 'Alertes', style: 'h3' },
    synthesis.alerts.length
      ? {
          ul: synthesis.alerts.map((alert): Content => ({
            stack: [
              { text: alert.text, fontSize: 8 },
              ...(alert.source ? [{ text: `Source : ${alert.source}`, style: 'source' }] : []),
            ],
            margin: [0, 0, 0, 2],
          })),
        }
      : { text: 'Aucune alerte au vu des documents cités.', fontSize: 8 },
    {
      stack: [
        ...synthesis.notes.map((note) => ({ text: note })),
        {
          text: [
            'Échéancier détaillé et répartition de chaque appel : page ',
            { pageReference: SCHEDULE_ID },
          ],
        },
      ],
      style: 'note',
      margin: [0, 6, 0, 0],
    },
  ];
}

/** The calls of the next twelve months per lot, split at the signing. */
function scheduleBlock(schedule: ScheduleSection): Content[] {
  return [
    { text: schedule.title, style: 'h2', id: SCHEDULE_ID },
    ...schedule.intro.map((line): Content => ({ text: line, style: 'note', margin: [0, 0, 0, 3] })),
    ...schedule.tables.map((table) => detailTable(table, false, 7.5)),
  ];
}

/** The ordering organisation's logo and name above the title (plan feature use_customizations). */
function brandingBand(branding: Branding): Content {
  return {
    columns: [
      branding.logo
        ? { image: imageSource(branding.logo), fit: [160, 48], width: 160 }
        : { text: '', width: 160 },
      {
        text: `Document commandé par ${branding.organisation}`,
        style: 'source',
        alignment: 'right',
        margin: [0, 4, 0, 0],
      },
    ],
    margin: [0, 0, 0, 10],
  };
}

/** Every page's foot: the organisation's text, if any, then the issuer and the page number. */
function pageFooter(model: PreEtatDateModel, currentPage: number, pageCount: number): Content {
  const { issuer, branding } = model;
  return {
    // the organisation's text takes the room above the issuer's line
    margin: [40, branding?.footer ? 8 : 16, 40, 0],
    stack: [
      ...(branding?.footer
        ? [{ text: branding.footer, style: 'footer', margin: [0, 0, 0, 2] }]
        : []),
      {
        columns: [
          { text: `${issuer.name} — ${issuer.address} — ${issuer.registration}`, style: 'footer' },
          {
            text: `Page ${currentPage} / ${pageCount}`,
            style: 'footer',
            alignment: 'right',
            width: 70,
          },
        ],
      },
    ],
  } as Content;
}

function heading(model: PreEtatDateModel): Content[] {
  const when = model.blank
    ? `Établi à ${TO_FILL}, le ${TO_FILL}`
    : `Établi à ${model.place}, le ${formatDateInFull(model.issuedAt)}${model.reference ? ` — commande ${model.reference}` : ''}`;
  return [
    ...(model.branding ? [brandingBand(model.branding)] : []),
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
    ...(model.watermark
      ? { watermark: { text: model.watermark, color: PRIMARY, opacity: 0.15, bold: true } }
      : {}),
    content: [
      ...heading(model),
      ...(model.synthesis ? synthesisPage(model.synthesis) : []),
      {
        // the statement starts on page 2, after the synthesis; a break inside an unbreakable block loses it
        ...(keepTogether(
          { text: 'Identification', style: 'h2' },
          rowsTable(model.identification, blank),
        ) as object),
        ...(model.synthesis ? { pageBreak: 'before' as const } : {}),
      } as Content,
      { text: 'Lots vendus', style: 'h3' },
      lotsTable(model.lots, blank),
      ...model.lotStatements.map((statement, index) => lotBlock(statement, blank, index)),
      ...(model.saleTotals ? [detailTable(model.saleTotals, blank)] : []),
      ...(model.schedule ? scheduleBlock(model.schedule) : []),
      section(model.finances, blank),
      section(model.life, blank),
      section(model.technical, blank),
      { text: 'Documents annexés', style: 'h2' },
      annexesTable(model),
      ...(model.certification ? [certificationBlock(model.certification, issuer)] : []),
      {
        text: `« ${MISSING} » : information non transmise au rédacteur à la date d’établissement ; elle ne vaut ni zéro ni absence.`,
        style: 'note',
        margin: [0, 12, 0, 0],
      },
    ],
    footer: (currentPage, pageCount) => pageFooter(model, currentPage, pageCount),
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
      lot: {
        fontSize: 13,
        bold: true,
        color: PRIMARY,
        margin: [0, 0, 0, 4],
      },
      th: { bold: true, color: PRIMARY },
      note: { fontSize: 8, color: MUTED, italics: true },
      source: { fontSize: 7, color: MUTED },
      footer: { fontSize: 7, color: MUTED },
    },
  };
}
