import type {
  Content,
  ContentTable,
  CustomTableLayout,
  TDocumentDefinitions,
  TableCell,
} from 'pdfmake/interfaces';
import { citeInText, formatCents, formatDateInFull, formatTantiemes } from '@ped/domain';
import { imageSource } from './image-source';
import {
  MISSING,
  NOT_APPLICABLE_TEXT as NOT_APPLICABLE,
  type Branding,
  type Certification,
  type DetailTable,
  type Lot,
  type LotStatement,
  type OrganisationBlock,
  type PreEtatDateModel,
  type Row,
  type ScheduleSection,
  type Section,
  type Synthesis,
  type Value,
} from './model';

/** what the blank template shows where a value is to be written by hand */
const TO_FILL = '____________________';

const PRIMARY = '#1f3a5f';
const MUTED = '#5b6472';
const RULE = '#c9ced6';

const MONTHS =
  'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre';
const DAY_IN_FULL = new RegExp(`\\b(\\d{1,2}(?:er)?) (${MONTHS}) (\\d{4})\\b`, 'g');

/**
 * No line breaks inside a date, an amount, « n° 12 » or « art. 14-2 » (issue 34: dates split
 * across lines): their spaces become no-break spaces. Amounts already carry them (format.ts).
 */
export function unbreakable(text: string): string {
  return text
    .replace(DAY_IN_FULL, '$1\u00a0$2\u00a0$3')
    .replace(/\b(n°|art\.|article|articles|page|p\.) (\S)/g, '$1\u00a0$2')
    .replace(/ €/g, '\u00a0€')
    .replace(/ ([;:»?!])/g, '\u00a0$1')
    .replace(/« /g, '«\u00a0');
}

function display(value: Value, blank: boolean): string {
  const missing = blank ? TO_FILL : MISSING;
  switch (value.kind) {
    case 'amount':
      return value.cents === null ? missing : formatCents(value.cents);
    case 'date':
      return value.date === null ? missing : formatDateInFull(value.date) || missing;
    case 'text':
      return value.text ?? missing;
    case 'none':
      return blank ? TO_FILL : NOT_APPLICABLE;
  }
}

const isMissing = (value: Value) =>
  (value.kind === 'amount' && value.cents === null) ||
  (value.kind === 'date' && value.date === null) ||
  (value.kind === 'text' && value.text === null) ||
  value.kind === 'none';

/** « [3] »: the number of a source in the sources table. */
const refText = (refs: Array<number | null | undefined>) => {
  const known = [...new Set(refs.filter((n): n is number => typeof n === 'number'))];
  return known.length ? known.map((n) => `[${n}]`).join(' ') : '';
};

/** Thin rules between rows, none at the sides; small paddings: a row reads as one line. */
const COMPACT: CustomTableLayout = {
  hLineWidth: (i, node) => (i === 0 || i === node.table.body.length ? 0 : 0.4),
  vLineWidth: () => 0,
  hLineColor: () => RULE,
  paddingLeft: (i) => (i === 0 ? 0 : 4),
  paddingRight: (i, node) => (i === (node.table.widths?.length ?? 1) - 1 ? 0 : 4),
  paddingTop: () => 1.6,
  paddingBottom: () => 1.6,
};

/** A table that never splits a row across pages, its title and headers kept with its first row. */
function table(
  body: TableCell[][],
  widths: Array<number | '*' | 'auto'>,
  headerRows: number,
  margin: [number, number, number, number] = [0, 0, 0, 8],
): ContentTable {
  return {
    table: { headerRows, keepWithHeaderRows: 1, dontBreakRows: true, widths, body },
    layout: COMPACT,
    margin,
  };
}

/** A title spanning the table's columns, as its first header row: never alone at a page's foot. */
function titleRow(columns: number, title: string, style = 'h2', intro?: string): TableCell[] {
  return [
    {
      colSpan: columns,
      stack: [
        { text: title, style },
        ...(intro ? [{ text: unbreakable(intro), style: 'note', margin: [0, 0, 0, 2] }] : []),
      ],
    },
    ...Array.from({ length: columns - 1 }, () => ({})),
  ] as TableCell[];
}

function valueCell(row: Row, blank: boolean): TableCell {
  const alignment = row.value.kind === 'amount' ? 'right' : 'left';
  const missing = isMissing(row.value) && !blank;
  return {
    stack: [
      {
        text: unbreakable(display(row.value, blank)),
        alignment,
        bold: row.total,
        color: missing ? MUTED : undefined,
        italics: missing,
      },
      ...(row.note && !blank
        ? [{ text: unbreakable(row.note), style: 'source', alignment } as Content]
        : []),
    ],
  };
}

const refCell = (refs: Array<number | null | undefined>): TableCell => ({
  text: refText(refs),
  style: 'ref',
  alignment: 'right',
});

/** Label, value, [n]: the value column narrow when it holds amounts, wide for statements. */
function rowsTable(
  title: string,
  rows: Row[],
  blank: boolean,
  { intro, heading }: { intro?: string; heading?: string } = {},
): Content {
  const statements = rows.some((r) => r.value.kind === 'text');
  const body: TableCell[][] = [
    ...(heading ? [titleRow(3, heading, 'lot')] : []),
    titleRow(3, title, heading ? 'h3' : 'h2', intro),
    ...rows.map((row) => [
      { text: unbreakable(row.label), bold: row.total },
      valueCell(row, blank),
      refCell([row.ref]),
    ]),
  ];
  return table(body, ['*', statements ? 270 : 96, 18], heading ? 2 : 1);
}

function section(s: Section, blank: boolean): Content[] {
  return [
    rowsTable(s.title, s.rows, blank, { intro: s.intro }),
    ...(s.details ? [detailTable(s.details, blank)] : []),
  ];
}

function detailTable(details: DetailTable, blank = false, fontSize?: number): Content {
  const amountColumn = (index: number) => index >= details.amountFrom;
  const missing = blank ? TO_FILL : MISSING;
  const columns = details.headers.length;
  const cell = (value: string | null, index: number, bold = false): TableCell => ({
    text: unbreakable(value ?? missing),
    bold,
    alignment: amountColumn(index) ? 'right' : 'left',
    ...(value === null && !blank ? { color: MUTED, italics: true } : {}),
  });
  const title = `${details.title}${details.ref ? ` [${details.ref}]` : ''}`;
  return {
    ...table(
      [
        titleRow(columns, title, 'h3'),
        details.headers.map((header, index): TableCell => ({
          text: header,
          style: 'th',
          alignment: amountColumn(index) ? 'right' : 'left',
        })),
        ...details.rows.map((row) => row.map((value, index) => cell(value, index))),
        ...(details.footer ? [details.footer.map((value, index) => cell(value, index, true))] : []),
      ],
      details.widths ??
        details.headers.map((_, index) =>
          index === 0 ? '*' : index < details.amountFrom ? 75 : 80,
        ),
      2,
    ),
    ...(fontSize ? { fontSize } : {}),
  };
}

function lotsTable(lots: Lot[], blank: boolean): Content {
  const cell = (value: string | number | null) =>
    value === null ? (blank ? TO_FILL : MISSING) : String(value);
  return table(
    [
      titleRow(3, 'Lots vendus', 'h3'),
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
    [60, '*', 120],
    2,
  );
}

function annexYearsTable(statement: LotStatement, blank: boolean): Content {
  const [first, second] = statement.annexYears.years;
  if (!first || !second) return [];
  return table(
    [
      titleRow(5, statement.annexYears.title, 'h3'),
      [
        { text: 'Quote-part du vendeur', style: 'th' },
        { text: unbreakable(first.title), style: 'th', alignment: 'right' },
        { text: '', style: 'th' },
        { text: unbreakable(second.title), style: 'th', alignment: 'right' },
        { text: '', style: 'th' },
      ],
      ...first.rows.map((row, index) => {
        const other = second.rows[index] ?? row;
        return [
          { text: row.label },
          valueCell(row, blank),
          refCell([row.ref]),
          valueCell(other, blank),
          refCell([other.ref]),
        ];
      }),
    ],
    ['*', 118, 16, 118, 16],
    2,
  );
}

/** One lot: its heading and situation, I-A, I-B, I-C with their totals, its funds, its last two years. */
function lotBlock(statement: LotStatement, blank: boolean): Content[] {
  const [first, ...others] = statement.sections;
  return [
    rowsTable(first!.title, first!.rows, blank, {
      heading: statement.title,
      intro: blank ? undefined : statement.situation,
    }),
    ...others.map((s) => rowsTable(s.title, s.rows, blank, { heading: undefined })),
    annexYearsTable(statement, blank),
  ];
}

/** Each document of the building's organisation, annexed or to provide, and what the withdrawal period waits for. */
function organisationTable(block: OrganisationBlock, blank: boolean): Content {
  const missing = blank ? TO_FILL : MISSING;
  return table(
    [
      titleRow(3, 'Organisation de l’immeuble', 'h2', unbreakable(block.withdrawal)),
      [
        { text: 'Document', style: 'th' },
        { text: 'Références', style: 'th' },
        { text: 'Remise', style: 'th' },
      ],
      ...block.items.map((item) => [
        { text: unbreakable(item.label) },
        {
          text: unbreakable(item.detail ?? missing),
          ...(item.detail || blank ? {} : { color: MUTED, italics: true }),
        },
        { text: unbreakable(item.status), bold: item.status === 'À fournir' },
      ]),
    ],
    [150, '*', 110],
    2,
  );
}

/** The sources table: every document cited [n] or annexed, with its date and the pages cited. */
function sourcesTable(model: PreEtatDateModel): Content {
  const { blank } = model;
  const rows = blank
    ? [1, 2, 3, 4, 5].map((n) => ({
        n,
        document: TO_FILL,
        date: TO_FILL,
        pages: '',
        annexed: '',
      }))
    : model.sources.map((s) => ({
        n: s.n,
        document: `${s.document}${s.comment ? ` — ${s.comment}` : ''}`,
        date: s.date ? formatDateInFull(s.date) : MISSING,
        pages: s.pages.length ? s.pages.join(', ') : '',
        annexed: s.annexed === null ? '—' : s.annexed ? 'annexé' : 'non annexé',
      }));
  return table(
    [
      titleRow(
        5,
        'Sources et documents annexés',
        'h2',
        blank
          ? undefined
          : 'Chaque montant et chaque mention renvoient, entre crochets, au document ci-dessous. « Document du » : date du document ; la situation qu’il décrit est indiquée en tête de chaque partie.',
      ),
      [
        { text: 'N°', style: 'th' },
        { text: 'Document', style: 'th' },
        { text: 'Document du', style: 'th' },
        { text: 'Pages citées', style: 'th' },
        { text: 'Annexe', style: 'th' },
      ],
      ...rows.map((r) => [
        `[${r.n}]`,
        unbreakable(r.document),
        unbreakable(r.date),
        r.pages,
        r.annexed,
      ]),
    ],
    [22, '*', 100, 60, 56],
    2,
  );
}

/** « 17 contrôles satisfaits : … » and, apart, each check waived with the reason staff gave. */
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

/** Who drew the document up, insured by whom, for whom, from which documents, and how to check it. */
function certificationBlock(c: Certification, model: PreEtatDateModel): Content {
  const { issuer } = model;
  const documents = c.documents.length
    ? c.documents
        .map((d) => {
          const n = model.sources.find(
            (s) =>
              s.document === d.type &&
              (s.date && d.date ? formatDateInFull(s.date) === formatDateInFull(d.date) : !s.date),
          )?.n;
          return `${d.type}${d.date ? ` du ${formatDateInFull(d.date)}` : ' (non daté)'}${n ? ` [${n}]` : ''}`;
        })
        .join(' ; ')
    : 'aucun document transmis';
  const who = c.drawnUpBy
    ? `, ${c.drawnUpBy}`
    : c.mode === 'verified'
      ? ', par un rédacteur de notre équipe, identifié dans notre registre des versions'
      : '';
  const rows: TableCell[][] = [
    ['Établi par', `${c.company} (${issuer.registration})${who}`],
    [
      'Assurance professionnelle',
      issuer.insurance ?? 'Responsabilité civile professionnelle : attestation sur demande',
    ],
    ...(c.recipient ? [['Destinataire', c.recipient]] : []),
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
    [
      'Cachet électronique',
      `Ce fichier PDF est scellé par le cachet électronique de ${c.company} (signature PAdES) : toute modification, même d’un caractère, le rend invalide. Le code de vérification permet à tout destinataire de comparer sur notre site la date, la version et l’empreinte (SHA-256) de son fichier à celles du document délivré, sans en révéler le contenu.`,
    ],
  ];
  return table(
    [
      titleRow(2, 'Certification', 'h2'),
      ...rows.map(([label, value]) => [
        { text: label as string, bold: true },
        typeof value === 'string' ? unbreakable(value) : value!,
      ]),
    ],
    [130, '*'],
    1,
  );
}

const SCHEDULE_ID = 'echeancier';

/** Page 1: what the notary withholds, what the buyer repays, who pays which call, the loan, the alerts. */
function synthesisPage(synthesis: Synthesis): Content[] {
  return [
    { text: 'Synthèse pour le notaire', style: 'h2', margin: [0, 0, 0, 2] },
    { text: unbreakable(synthesis.intro), style: 'note', margin: [0, 0, 0, 4] },
    detailTable(synthesis.table, false, 8),
    ...(synthesis.works ? [detailTable(synthesis.works, false, 8)] : []),
    ...synthesis.statements.map((line): Content => ({
      text: [
        { text: `${line.label} : `, bold: true },
        unbreakable(line.text ?? MISSING),
        ...(line.ref ? [{ text: ` [${line.ref}]`, style: 'ref' }] : []),
      ],
      fontSize: 8,
      margin: [0, 1, 0, 1],
    })),
    ...(synthesis.loan
      ? [
          { text: 'Emprunt collectif', style: 'h3' },
          { text: unbreakable(synthesis.loan), fontSize: 8, margin: [0, 0, 0, 4] } as Content,
        ]
      : []),
    { text: 'Alertes', style: 'h3' },
    synthesis.alerts.length
      ? {
          ul: synthesis.alerts.map((alert): Content => ({
            text: [
              unbreakable(alert.text),
              ...(alert.law ? [{ text: ` (${unbreakable(alert.law)})`, style: 'source' }] : []),
              ...(alert.refs.length ? [{ text: ` ${refText(alert.refs)}`, style: 'ref' }] : []),
            ],
            fontSize: 8,
            margin: [0, 0, 0, 1.5],
          })),
        }
      : { text: 'Aucune alerte au vu des documents cités.', fontSize: 8 },
    {
      stack: [
        ...synthesis.notes.map((note) => ({ text: unbreakable(note) })),
        {
          text: [
            'Sources des montants entre crochets : tableau des sources. Échéancier détaillé et répartition de chaque appel : page ',
            // pdfmake keeps the width of a longer number for the reference: nothing may follow it
            { pageReference: SCHEDULE_ID },
          ],
        },
      ],
      style: 'note',
      margin: [0, 5, 0, 0],
    },
  ];
}

/** The calls of the next twelve months per lot, split at the signing. */
function scheduleBlock(schedule: ScheduleSection): Content[] {
  return [
    {
      stack: [
        { text: schedule.title, style: 'h2', id: SCHEDULE_ID },
        ...schedule.intro.map((line): Content => ({
          text: unbreakable(line),
          style: 'note',
          margin: [0, 0, 0, 2],
        })),
      ],
      unbreakable: true,
    },
    ...schedule.tables.map((t) => detailTable(t, false, 7.5)),
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
    margin: [0, 0, 0, 8],
  };
}

/** Every page's head: which document, version, copropriété and lots a detached page belongs to. */
function pageHeader(model: PreEtatDateModel): Content {
  return {
    text: unbreakable(model.header),
    style: 'header',
    margin: [40, 22, 40, 0],
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
      text: unbreakable(
        `Informations financières remises à l’acquéreur avant la promesse de vente (${citeInText('preEtatDate', { full: true })}), selon le modèle de l’état daté (${citeInText('etatDateModel', { full: true })}).`,
      ),
      style: 'note',
      alignment: 'center',
    },
    { text: unbreakable(when), alignment: 'center', margin: [0, 4, 0, 2] },
    ...(model.validity
      ? [
          {
            text: unbreakable(model.validity),
            alignment: 'center',
            bold: true,
            fontSize: 8,
            margin: [0, 0, 0, 8],
          } as Content,
        ]
      : [{ text: '', margin: [0, 0, 0, 8] } as Content]),
  ];
}

const LEGEND = `« ${MISSING} » : information non transmise au rédacteur à la date d’établissement ; elle ne vaut ni zéro ni absence. « ${NOT_APPLICABLE} » : la chose n’existe pas pour cette copropriété (aucun emprunt, aucun fonds de travaux), au vu des documents cités.`;

/** The pdfmake document: one layout for the filled document and the blank template. */
export function layout(model: PreEtatDateModel): TDocumentDefinitions {
  const { issuer, blank } = model;
  return {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 50],
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
        // the statement starts on page 2, after the synthesis
        ...(rowsTable('Identification', model.identification, blank) as object),
        ...(model.synthesis ? { pageBreak: 'before' as const } : {}),
      } as Content,
      lotsTable(model.lots, blank),
      ...(model.organisation ? [organisationTable(model.organisation, blank)] : []),
      ...model.lotStatements.flatMap((statement) => lotBlock(statement, blank)),
      ...(model.saleTotals ? [detailTable(model.saleTotals, blank)] : []),
      ...(model.schedule ? scheduleBlock(model.schedule) : []),
      ...section(model.finances, blank),
      ...section(model.life, blank),
      ...section(model.technical, blank),
      sourcesTable(model),
      { text: unbreakable(LEGEND), style: 'note', margin: [0, 0, 0, 8] },
      ...(model.certification ? [certificationBlock(model.certification, model)] : []),
    ],
    header: () => pageHeader(model),
    footer: (currentPage, pageCount) => pageFooter(model, currentPage, pageCount),
    defaultStyle: { font: 'DejaVuSans', fontSize: 8, lineHeight: 1.12 },
    styles: {
      title: {
        fontSize: 16,
        bold: true,
        color: PRIMARY,
        alignment: 'center',
        margin: [0, 0, 0, 4],
      },
      h2: { fontSize: 11, bold: true, color: PRIMARY, margin: [0, 4, 0, 2] },
      h3: { fontSize: 9.5, bold: true, margin: [0, 3, 0, 1] },
      lot: { fontSize: 12, bold: true, color: PRIMARY, margin: [0, 4, 0, 1] },
      th: { bold: true, color: PRIMARY },
      note: { fontSize: 7.5, color: MUTED, italics: true },
      source: { fontSize: 7, color: MUTED },
      ref: { fontSize: 7, color: PRIMARY },
      header: { fontSize: 7, color: MUTED },
      footer: { fontSize: 7, color: MUTED },
    },
  };
}
