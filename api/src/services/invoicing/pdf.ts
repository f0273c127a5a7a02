import { pdfPrinter } from '../../lib/pdf-printer';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatCents, formatDate } from '@ped/domain';
import type { Invoice, PartyIdentity } from '../../models/invoice';
import { DEJAVU_SANS } from '../../lib/fonts';

const print = pdfPrinter(() => ({
  DejaVu: {
    ...DEJAVU_SANS,
    bolditalics: DEJAVU_SANS.bold,
  },
}));

function addressLines(party: PartyIdentity): string[] {
  return [
    party.address,
    party.additional,
    [party.zipcode, party.city].filter(Boolean).join(' '),
    party.country,
  ].filter((line) => line && line.trim());
}

const percent = (rate: number) => `${Math.round(rate * 1000) / 10} %`.replace('.', ',');

function paymentMention(invoice: Invoice): string {
  if (invoice.kind === 'credit_note') {
    return `Avoir annulant la facture ${invoice.credited_number ?? ''}${invoice.reason ? ` — motif : ${invoice.reason}` : ''}. Le montant sera remboursé sur le moyen de paiement d’origine.`;
  }
  if (!invoice.payment) return 'À régler à réception.';
  return `Payée le ${formatDate(invoice.payment.paid_at)} par carte bancaire (référence ${invoice.payment.reference}).`;
}

/** The invoice or credit note as a PDF with every mention French law asks for. */
export function invoiceDocument(invoice: Invoice): TDocumentDefinitions {
  const title = invoice.kind === 'credit_note' ? 'Avoir' : 'Facture';
  const { seller, buyer } = invoice;
  const right = (text: string, bold = false): TableCell => ({ text, alignment: 'right', bold });
  const rows: TableCell[][] = invoice.lines.map((line) => [
    line.label,
    right(String(line.quantity)),
    right(formatCents(line.unit_ht_cents)),
    right(percent(line.tva_rate)),
    right(formatCents(line.ht_cents)),
  ]);
  const content: Content[] = [
    {
      columns: [
        {
          stack: [
            { text: seller.name, bold: true, fontSize: 13 },
            ...addressLines(seller),
            `${seller.legal_form}`,
            `SIREN ${seller.siren} — ${seller.rcs}`,
            `TVA intracommunautaire : ${seller.vat_number}`,
          ],
        },
        {
          stack: [
            { text: `${title} n° ${invoice.number ?? ''}`, bold: true, fontSize: 16 },
            `Date : ${formatDate(invoice.created)}`,
          ],
          alignment: 'right',
        },
      ],
    },
    { text: ' ', margin: [0, 8] },
    {
      stack: [{ text: 'Client', bold: true }, buyer.name, ...addressLines(buyer), buyer.email],
      margin: [260, 0, 0, 16],
    },
    {
      table: {
        headerRows: 1,
        widths: ['*', 40, 80, 50, 80],
        body: [
          [
            { text: 'Désignation', bold: true },
            right('Qté', true),
            right('Prix unitaire HT', true),
            right('TVA', true),
            right('Total HT', true),
          ],
          ...rows,
        ],
      },
      layout: 'lightHorizontalLines',
    },
    {
      table: {
        widths: ['*', 100],
        body: [
          ['Total HT', right(formatCents(invoice.ht_cents))],
          ['TVA', right(formatCents(invoice.tva_cents))],
          [{ text: 'Total TTC', bold: true }, right(formatCents(invoice.ttc_cents), true)],
        ],
      },
      layout: 'noBorders',
      margin: [300, 12, 0, 16],
    },
    { text: paymentMention(invoice), margin: [0, 0, 0, 8] },
    {
      text: 'Pas d’escompte pour paiement anticipé. En cas de retard de paiement : pénalités au taux de trois fois le taux d’intérêt légal et indemnité forfaitaire pour frais de recouvrement de 40 € (art. L441-10 du Code de commerce).',
      fontSize: 8,
      color: '#475569',
    },
  ];
  return {
    info: { title: `${title} ${invoice.number ?? ''}` },
    defaultStyle: { font: 'DejaVu', fontSize: 10 },
    pageMargins: [40, 40, 40, 40],
    content,
  };
}

export const renderInvoicePdf = (invoice: Invoice): Promise<Buffer> =>
  print(invoiceDocument(invoice));
