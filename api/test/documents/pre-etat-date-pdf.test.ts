import { formatCents } from '@ped/domain';
import { blankModel, buildModel } from '../../src/services/pre-etat-date/build-model';
import { renderModel } from '../../src/services/pre-etat-date/render';
import { ISSUER, threeLotInput } from './fixtures';
import { pdfText } from './pdf-text';

const HEADINGS = [
  'PRÉ-ÉTAT DATÉ',
  'Identification',
  'Lots vendus',
  'I-A. Sommes dues par le vendeur au syndicat des copropriétaires',
  'I-B. Sommes dont le syndicat pourrait être débiteur envers le vendeur',
  'I-C. Sommes qui devraient incomber à l’acquéreur',
  'Annexe : charges du vendeur sur les deux derniers exercices (N-1 et N-2)',
  'Situation financière de la copropriété',
  'Vie de la copropriété',
  'Dossier technique',
  'Documents annexés',
];

const spaced = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('the pré-état daté PDF', () => {
  let text: string;
  let pages: number;
  beforeAll(async () => {
    ({ text, pages } = await pdfText(await renderModel(buildModel(threeLotInput(), ISSUER))));
  });

  it('has every part of the notaries’ model', () => {
    for (const heading of HEADINGS) expect(text).toContain(heading);
  });

  it('identifies the sale: date and place, copropriété, syndic, sellers, last approved accounts', () => {
    expect(text).toContain('Établi à Paris, le 12 mars 2026');
    for (const value of [
      'Résidence Les Tilleuls',
      '3 rue des Lilas, 69003 Lyon',
      'AA1234567',
      'Cabinet Martin',
      'Marie Dupont, Jean Dupont',
      '20 juin 2025',
    ])
      expect(text).toContain(value);
  });

  it('lists the three lots with their tantièmes', () => {
    expect(text).toMatch(/12\s*Appartement T3\s*152 \/ 10000/);
    expect(text).toMatch(/45\s*Cave\s*5 \/ 10000/);
    expect(text).toMatch(/78\s*Parking\s*12 \/ 10000/);
  });

  it('prints every given amount in French format, including a real zero', () => {
    expect(text).toContain('1 234,56 €');
    expect(text).toContain('12 345,67 €');
    for (const cents of [45000, 0, 210000, 200000, 500000, 7600])
      expect(text).toContain(spaced(formatCents(cents)));
  });

  it('shows missing values as « Non communiqué », never as 0 or « néant », and never « aucune procédure »', () => {
    expect(text).toMatch(/Provisions exigibles des dépenses hors budget\s*Non communiqué/);
    expect(text).toMatch(/Date de constitution des avances\s*Non communiqué/);
    expect(text).not.toMatch(/néant/i);
    expect(text).not.toMatch(/aucune procédure/i);
    expect(text.replace(/\s+/g, ' ')).toContain(
      'Voir le procès-verbal d’assemblée générale du 12 mars 2024 annexé',
    );
  });

  it('keeps the source of a figure under it', () => {
    expect(text).toContain('Source : Déclaration du vendeur');
  });

  it('lists the annexed documents with their type and date, and the technical file refers to them', () => {
    expect(text).toMatch(/1\s*Procès-Verbal \(PVs\)\s*12 mars 2024\s*AG ordinaire/);
    expect(text.replace(/\s+/g, ' ')).toContain('Annexé : Diagnostic Amiante du 3 févr. 2023');
  });

  it('numbers the pages and prints the company on each', () => {
    expect(pages).toBeGreaterThan(1);
    for (let page = 1; page <= pages; page += 1) expect(text).toContain(`Page ${page} / ${pages}`);
    expect(
      text.split(
        'Pré-état daté en ligne SAS — 10 rue de la Bourse, 75002 Paris — RCS Paris 912 345 678',
      ).length - 1,
    ).toBe(pages);
  });

  it('is deterministic: the same data gives the same text and the same bytes', async () => {
    const [first, second] = await Promise.all([
      renderModel(buildModel(threeLotInput(), ISSUER)),
      renderModel(buildModel(threeLotInput(), ISSUER)),
    ]);
    expect(first.equals(second)).toBe(true);
    expect((await pdfText(second)).text).toBe(text);
  });
});

describe('the life of the copropriété and the technical file', () => {
  const absence = {
    value: { status: 'none', date: null, details: '' },
    source: 'Procès-Verbal (PVs) du 12 mars 2024',
  };

  it('never prints a statement of absence without a dated source', async () => {
    const undated = {
      ...threeLotInput(),
      record: {
        proceedings: { ...absence, sourceDate: null },
        loan: { ...absence, sourceDate: null },
      },
    };
    const { text } = await pdfText(await renderModel(buildModel(undated, ISSUER)));
    expect(text).not.toMatch(/aucune procédure|aucun emprunt/i);
    expect(text).toMatch(/Emprunt collectif\s*Non communiqué/);
  });

  it('dates a statement of absence and names its source', async () => {
    const dated = {
      ...threeLotInput(),
      record: { proceedings: { ...absence, sourceDate: new Date('2024-03-12T00:00:00Z') } },
    };
    const text = (await pdfText(await renderModel(buildModel(dated, ISSUER)))).text.replace(
      /\s+/g,
      ' ',
    );
    expect(text).toMatch(
      /Procédures judiciaires en cours\s*Aucune procédure judiciaire en cours au 12 mars 2024\s*Source : Procès-Verbal \(PVs\) du 12 mars 2024/,
    );
  });
});

describe('the blank template', () => {
  it('has the same parts, with lines to fill instead of values', async () => {
    const { text } = await pdfText(await renderModel(blankModel(ISSUER)));
    for (const heading of HEADINGS) expect(text).toContain(heading);
    expect(text).toContain('Établi à ____________________, le ____________________');
    expect(text).not.toContain('Non communiqué,');
    expect(text).not.toMatch(/\d+,\d\d €/);
    expect(text).toContain('Vendeur(s)');
  });
});
