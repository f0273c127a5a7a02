import { ISSUER } from '../../src/services/pre-etat-date/model';
import { formatCents } from '@ped/domain';
import { buildModel, type PreEtatDateInput } from '../../src/services/pre-etat-date/build-model';
import { blankModel } from '../../src/services/pre-etat-date/blank-model';
import { renderModel } from '../../src/services/pre-etat-date/render';
import {
  difficultySample,
  oneLotSample,
  threeLotSample,
} from '../../src/services/pre-etat-date/samples';
import { pdfText } from './pdf-text';

/**
 * Golden tests on the text of the three sample documents (the fixtures of
 * `pnpm sample:documents`), read as a notary's clerk would.
 */
const HEADINGS = [
  'PRÉ-ÉTAT DATÉ',
  'Identification',
  'Lots vendus',
  'I-A. Sommes dues par le vendeur au syndicat des copropriétaires',
  'I-B. Sommes dont le syndicat pourrait être débiteur envers le vendeur',
  'I-C. Sommes qui devraient incomber à l’acquéreur',
  'Budget, fonds de travaux et emprunt collectif du lot',
  'Annexe : charges du vendeur sur les deux derniers exercices clos',
  'Situation financière de la copropriété',
  'Vie de la copropriété',
  'Dossier technique',
  'Documents annexés',
  'Certification',
];

/** every row of DOMAIN.md's model, as printed */
const ROWS = [
  'Adresse du syndic',
  'Contact du syndic',
  'Provisions exigibles du budget prévisionnel',
  'Provisions exigibles des dépenses hors budget',
  'Charges impayées des exercices antérieurs',
  'Sommes devenues exigibles (article 33 de la loi du 10 juillet 1965)',
  'Sommes exigibles au titre de l’emprunt collectif (article 26-6)',
  'Avances exigibles',
  'Autres sommes exigibles (condamnations, frais de recouvrement)',
  'Total dû par le vendeur (I-A)',
  'Avances (réserve, fonds de roulement)',
  'Provisions exigées par anticipation',
  'Solde créditeur du compte du vendeur',
  'Total dû au vendeur (I-B)',
  'Reconstitution des avances',
  'Provisions du budget prévisionnel non encore exigibles',
  'Provisions hors budget non encore exigibles (travaux votés, échéancier)',
  'Total à la charge de l’acquéreur (I-C)',
  'Dernière cotisation au fonds de travaux versée par le vendeur',
  'Quote-part du lot dans l’emprunt collectif',
  'Charges courantes (budget) appelées',
  'Charges hors budget réelles',
  'Montant total des charges impayées de la copropriété',
  'Dettes de la copropriété envers les fournisseurs',
  'Honoraires du syndic pour la mutation',
  'Procédures judiciaires en cours',
  'Emprunt collectif',
  'Arrêtés de police administrative sur l’immeuble',
  'Modifications du règlement de copropriété en attente de publication',
  'Équipements financés par certains copropriétaires seulement',
  'Plan pluriannuel de travaux (PPT)',
  'DPE collectif',
  'Diagnostic technique global (DTG)',
  'Carnet d’entretien',
];

const flat = (s: string) => s.replace(/\s+/g, ' ');
const euros = (cents: number) => formatCents(cents).replace(/\u00a0/g, ' ');

async function read(input: PreEtatDateInput) {
  const { text, pages } = await pdfText(await renderModel(buildModel(input, ISSUER)));
  return { text: flat(text), pages };
}

const occurrences = (text: string, part: string) => text.split(part).length - 1;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** a label and its values: the text extraction may or may not put a space between two cells */
const row = (...cells: string[]) => new RegExp(cells.map(escape).join('\\s*'));

describe.each([
  ['one lot', oneLotSample],
  ['three lots with works and a loan', threeLotSample],
  ['a copropriété in difficulty', difficultySample],
])('the sample document: %s', (_name, sample) => {
  let text: string;
  let pages: number;
  const input = sample();
  beforeAll(async () => {
    ({ text, pages } = await read(input));
  });

  it('has every part and every row of the notaries’ model', () => {
    for (const heading of [...HEADINGS, ...ROWS]) expect(text).toContain(heading);
  });

  it('prints every given amount in French format', () => {
    for (const figure of input.figures) expect(text).toContain(euros(figure.cents!));
  });

  it('writes dates with the month in full, never abbreviated', () => {
    expect(text).toContain('Établi à Paris, le 23 novembre 2026');
    expect(text).toContain('Exercice N-1 (du 1er janvier 2025 au 31 décembre 2025)');
    expect(text).not.toMatch(/\d (janv|févr|avr|juil|sept|oct|nov|déc)\. \d{4}/);
  });

  it('has one table per lot, with its tantièmes', () => {
    for (const lot of input.lots)
      expect(text).toContain(
        `Lot n° ${lot.number} — ${lot.description} — ${lot.tantiemes} / ${lot.totalTantiemes!.toLocaleString('fr-FR').replace(/\s/g, ' ')} tantièmes`,
      );
    expect(occurrences(text, 'Total dû par le vendeur (I-A)')).toBe(input.lots.length);
  });

  it('ends with the certification block', () => {
    const c = input.certification!;
    expect(text).toContain(`n° ${c.number}, version 1`);
    expect(text).toContain(c.verificationCode);
    expect(text).toContain(c.verificationUrl);
    expect(text).toMatch(row('Date de délivrance', '23 novembre 2026'));
    expect(text).toContain('Relevé de compte copropriétaire du 2 novembre 2026');
    expect(text).toContain('Les montants ont été relevés et contrôlés par le rédacteur');
  });

  it('numbers the pages', () => {
    for (let page = 1; page <= pages; page += 1) expect(text).toContain(`Page ${page} / ${pages}`);
  });
});

describe('fonts parsed once for every document', () => {
  it('gives documents rendered at the same time the same whole text as one rendered alone', async () => {
    const alone = await read(threeLotSample());
    const together = await Promise.all([
      read(threeLotSample()),
      read(difficultySample()),
      read(threeLotSample()),
    ]);
    expect(together[0]).toEqual(alone);
    expect(together[2]).toEqual(alone);
    expect(together[1]).toEqual(await read(difficultySample()));
  });
});

describe('totals and what is not known', () => {
  it('adds I-A, I-B and I-C of a lot', async () => {
    const { text } = await read(oneLotSample());
    expect(text).toMatch(row('Total dû par le vendeur (I-A)', '721,00 €'));
    expect(text).toMatch(row('Total dû au vendeur (I-B)', '382,70 €'));
    expect(text).toMatch(row('Total à la charge de l’acquéreur (I-C)', '1 088,50 €'));
  });

  it('says « Non communiqué » only where the sample leaves the value out', async () => {
    const { text } = await read(oneLotSample());
    // the footnote, the loan share and capital, and the ten record items the sample leaves out
    expect(occurrences(text, 'Non communiqué')).toBe(1 + 2 + 10);
    expect(text).toMatch(row('Quote-part du lot dans l’emprunt collectif', 'Non communiqué'));
    expect((await read(threeLotSample())).text).not.toMatch(
      /(budget prévisionnel|hors budget|I-A\)|I-B\)|I-C\))\s*Non communiqué/,
    );
  });

  it('sums the lots of a sale and the works voted', async () => {
    const { text } = await read(threeLotSample());
    expect(text).toContain('Récapitulatif de la vente (tous les lots)');
    expect(text).toMatch(
      row('I-A — dû par le vendeur au syndicat', '1 239,00 €', '60,68 €', '151,72 €', '1 451,40 €'),
    );
    expect(text).toMatch(row('Total', '538 000,00 €', '15 440,60 €', '10 659,30 €'));
  });

  it('a total of partly unknown amounts says so, and an unknown total is not 0', async () => {
    const input = oneLotSample();
    const unknown = ['budget', 'reserved_advances', 'early_provisions', 'credit_balance'];
    input.figures = input.figures.filter((f) => !unknown.includes(f.field));
    const { text } = await read(input);
    expect(text).toMatch(
      row('Total dû par le vendeur (I-A)', '0,00 €', 'Hors montants non communiqués'),
    );
    expect(text).toMatch(row('Total dû au vendeur (I-B)', 'Non communiqué'));
  });
});

describe('what the law requires of the building', () => {
  it('states each obligation with its date and source, not silence', async () => {
    const { text } = await read(oneLotSample());
    expect(text).toMatch(
      row(
        'DPE collectif',
        'Non fourni — obligatoire pour cette copropriété depuis le 1er janvier 2026 (art. L126-31 du CCH)',
      ),
    );
    expect(text).toContain(
      'Obligatoire pour cette copropriété depuis le 1er janvier 2025 (art. L731-1 et s. du CCH)',
    );
  });

  it('prints the proceedings, the order and the difficulty of a copropriété in difficulty', async () => {
    const { text } = await read(difficultySample());
    expect(text).toContain('Procédure(s) en cours (date de l’assignation : 14 octobre 2025)');
    expect(text).toContain('Arrêté(s) en cours (date de l’arrêté : 6 mai 2026)');
    expect(text).toContain('Source : Arrêté municipal du 6 mai 2026');
    expect(text).toContain('Administrateur provisoire désigné');
  });

  it('never states an absence without a confirmed dated source', async () => {
    const input = oneLotSample();
    input.record.proceedings = { ...input.record.proceedings!, sourceDate: null };
    const { text } = await read(input);
    expect(text).not.toMatch(/aucune procédure/i);
    expect(text).toMatch(
      row(
        'Procédures judiciaires en cours',
        'Voir le procès-verbal d’assemblée générale du 12 mars 2026 annexé',
      ),
    );
  });
});

describe('a document on the seller’s declaration alone', () => {
  it('says so in its certification', async () => {
    const input = oneLotSample();
    input.certification = { ...input.certification!, mode: 'seller-declaration', drawnUpBy: null };
    const { text } = await read(input);
    expect(text).toContain(
      'Document établi sur la seule déclaration du vendeur, sans vérification par le rédacteur.',
    );
  });
});

describe('the blank template', () => {
  it('has the same parts and rows, lines to fill, three lots and a works table', async () => {
    const { text } = await pdfText(await renderModel(blankModel(ISSUER)));
    const flatText = flat(text);
    for (const heading of [...HEADINGS.filter((h) => h !== 'Certification'), ...ROWS])
      expect(flatText).toContain(heading);
    expect(flatText).toContain('Établi à ____________________, le ____________________');
    expect(flatText).not.toContain('Non communiqué,');
    expect(flatText).not.toMatch(/\d+,\d\d €/);
    expect(occurrences(flatText, 'Lot n° ________')).toBe(3);
    expect(flatText).toMatch(row('Travaux votés', 'Résolution', 'Voté le', 'Montant voté'));
  });

  it('is deterministic: the same data gives the same bytes', async () => {
    const [first, second] = await Promise.all([
      renderModel(buildModel(oneLotSample(), ISSUER)),
      renderModel(buildModel(oneLotSample(), ISSUER)),
    ]);
    expect(first.equals(second)).toBe(true);
  });
});
