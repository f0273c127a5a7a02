import { ISSUER } from '../../src/services/pre-etat-date/model';
import { formatCents } from '@ped/domain';
import { buildModel, type PreEtatDateInput } from '../../src/services/pre-etat-date/build-model';
import { blankModel } from '../../src/services/pre-etat-date/blank-model';
import { renderModel } from '../../src/services/pre-etat-date/render';
import {
  checkedSample,
  difficultySample,
  oneLotSample,
  threeLotSample,
} from '../../src/services/pre-etat-date/samples';
import { statementFor } from '../../src/services/pre-etat-date/printed-sources';
import { firstPageText, pdfText } from './pdf-text';

/**
 * Golden tests on the text of the three sample documents (the fixtures of
 * `pnpm sample:documents`), read as a notary's clerk would.
 */
const HEADINGS = [
  'PRÉ-ÉTAT DATÉ',
  'Synthèse pour le notaire',
  'Identification',
  'Lots vendus',
  'I-A. Sommes dues par le vendeur au syndicat des copropriétaires',
  'I-B. Sommes dont le syndicat pourrait être débiteur envers le vendeur',
  'I-C. Sommes qui devraient incomber à l’acquéreur',
  'Budget, fonds de travaux et emprunt collectif du lot',
  'Annexe : charges du vendeur sur les deux derniers exercices clos',
  'Échéancier des appels et répartition à la signature',
  'Situation financière de la copropriété',
  'Vie de la copropriété',
  'Dossier technique',
  'Documents annexés',
  'Certification',
];

/** every row of the notaries' model (docs/domain.md §3), as printed */
const ROWS = [
  'Adresse du syndic',
  'Contact du syndic',
  'Provisions exigibles du budget prévisionnel',
  'Provisions exigibles des dépenses hors budget',
  'Charges impayées des exercices antérieurs',
  'Sommes devenues exigibles (article 33 de la loi du 10 juillet 1965)',
  'Sommes exigibles au titre de l’emprunt collectif (article 26-8)',
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

/** The sample as delivered: its certification lists the checks run on it. */
const pdfOf = (input: PreEtatDateInput) =>
  renderModel(buildModel(checkedSample(input).input, ISSUER));

async function read(input: PreEtatDateInput) {
  const { text, pages } = await pdfText(await pdfOf(input));
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
    // a copropriété stated without a loan has no lot share of one to print
    const noLoan = input.record.loan?.value.status === 'none';
    for (const heading of [...HEADINGS, ...ROWS])
      if (!(noLoan && heading === 'Quote-part du lot dans l’emprunt collectif'))
        expect(text).toContain(heading);
  });

  it('passes every check « Terminer » runs', () => {
    expect(checkedSample(input).blockers).toEqual([]);
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
    expect(text).toMatch(
      /Contrôles avant délivrance\s*16 contrôles satisfaits : Date de l’assemblée/,
    );
    expect(text).toContain(
      'Dates dans l’ordre ; Cotisation au fonds de travaux au moins égale au minimum légal.',
    );
    // the staff member is never named by an e-mail address
    expect(text).toContain('par un rédacteur de notre équipe');
    expect(text).not.toMatch(/rédacteur \S+@/);
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
    expect(text).toMatch(row('Total dû par le vendeur (I-A)', '735,00 €'));
    expect(text).toMatch(row('Total dû au vendeur (I-B)', '367,50 €'));
    expect(text).toMatch(row('Total à la charge de l’acquéreur (I-C)', '367,50 €'));
  });

  it('says « Non communiqué » only where the sample leaves the value out', async () => {
    const { text } = await read(oneLotSample());
    // the footnote and the nine record items the sample leaves out
    expect(occurrences(text, 'Non communiqué')).toBe(1 + 9);
    expect(text).toMatch(row('Assurance de l’immeuble', 'Non communiqué'));
    // stated without a loan: no loan figure is left « Non communiqué » beside « Aucun emprunt »
    expect(text).toContain('Aucun emprunt collectif au 12 mars 2026');
    expect(text).not.toContain('Quote-part du lot dans l’emprunt collectif');
    const unknownLoan = oneLotSample();
    delete unknownLoan.record.loan;
    expect((await read(unknownLoan)).text).toMatch(
      row('Quote-part du lot dans l’emprunt collectif', 'Non communiqué'),
    );
    expect((await read(threeLotSample())).text).not.toMatch(
      /(budget prévisionnel|hors budget|I-A\)|I-B\)|I-C\))\s*Non communiqué/,
    );
  });

  it('sums the lots of a sale and prints each lot’s line of the works voted', async () => {
    const { text } = await read(threeLotSample());
    expect(text).toContain('Récapitulatif de la vente (tous les lots)');
    expect(text).toMatch(
      row('I-A — dû par le vendeur au syndicat', '735,00 €', '36,00 €', '90,00 €', '861,00 €'),
    );
    // Résolution 14: 412 000 € × 245, 12 and 30 / 10 000; called + to call + loan = the share
    expect(text).toMatch(row('12', '10 094,00 €', '3 635,80 €', '1 558,20 €', '4 900,00 €'));
    expect(text).toMatch(row('48', '494,40 €', '178,08 €', '76,32 €', '240,00 €'));
    expect(text).toMatch(row('103', '1 236,00 €', '445,20 €', '190,80 €', '600,00 €'));
    expect(text).toMatch(
      row('Total des lots vendus', '17 221,40 €', '6 957,58 €', '4 523,82 €', '5 740,00 €'),
    );
    expect(text).not.toContain('11 824,40 €');
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

  it('says the fund exists when only the lots’ shares of it are known', async () => {
    const input = oneLotSample();
    input.figures = input.figures.filter(
      (f) => !['works_funds', 'works_funds_contribution'].includes(f.field),
    );
    const { text } = await read(input);
    expect(text).toMatch(row('Fonds de travaux', 'Fonds de travaux constitué'));
    expect(text).not.toMatch(/Fonds de travaux\s*Non fourni/);
  });
});

describe('page 1, the synthesis for the notary', () => {
  const page1 = async (input: PreEtatDateInput) => flat(await firstPageText(await pdfOf(input)));

  it('gives the three-lot sale’s withholding, repayment, works, loan rule and alerts, per lot and for the sale', async () => {
    const text = await page1(threeLotSample());
    expect(text).toContain('Synthèse pour le notaire');
    expect(text).toContain(
      'Signature prévue le 10 février 2027 : appels répartis au prorata journalier de la provision en cours',
    );
    expect(text).toMatch(
      row(
        'À retenir sur le prix : dû au syndicat (I-A)',
        '735,00 €',
        '36,00 €',
        '90,00 €',
        '861,00 €',
      ),
    );
    // advances + fund share + the buyer's days of the quarter in progress (40 days of 90 for the seller)
    expect(text).toMatch(
      row('Avances du vendeur (I-B)', '367,50 €', '18,00 €', '45,00 €', '430,50 €'),
    );
    expect(text).toMatch(
      row('Part du fonds de travaux attachée au lot', '306,25 €', '15,00 €', '37,50 €', '358,75 €'),
    );
    expect(text).toMatch(
      row(
        'Provision en cours : jours après la signature (prorata)',
        '428,75 €',
        '21,00 €',
        '52,50 €',
        '502,25 €',
      ),
    );
    expect(text).toMatch(
      row(
        'Total que l’acquéreur rembourse au vendeur, si l’acte le prévoit',
        '1 102,50 €',
        '54,00 €',
        '135,00 €',
        '1 291,50 €',
      ),
    );
    // works: the roof call of 1 January falls to the seller, the façade call of 1 April to the buyer
    expect(text).toMatch(
      row(
        'Résolution 14 — ravalement des façades (appel du 1er avril 2027)',
        '1 825,32 €',
        '0,00 €',
        '1 825,32 €',
      ),
    );
    expect(text).toMatch(row('(appel du 1er janvier 2027)', '2 698,50 €', '2 698,50 €', '0,00 €'));
    expect(text).toContain('Capital restant dû sur l’emprunt collectif : 5 479,36 €');
    expect(text).toContain(
      'devient immédiatement exigible (article 26-8 de la loi du 10 juillet 1965)',
    );
    expect(text).toContain('sous le régime de la loi n° 2024-322 du 9 avril 2024');
    expect(text).toContain(
      'Le vendeur doit 861,00 € au syndicat : le syndic peut former opposition',
    );
    expect(text).toContain(
      'DPE collectif : non fourni, obligatoire pour cette copropriété depuis le 1er janvier 2025.',
    );
    expect(text).toMatch(
      row('Charge annuelle de l’acquéreur', '3 605,00 €', '176,56 €', '441,44 €', '4 223,00 €'),
    );
  });

  it('lists every alert of a copropriété in difficulty with its source, a past deadline flagged', async () => {
    const text = await page1(difficultySample());
    for (const alert of [
      'Le vendeur doit 4 737,80 € au syndicat',
      'Procédure judiciaire en cours (assignation du 14 octobre 2025)',
      'délai d’exécution expiré depuis le 6 novembre 2026',
      'Copropriété en difficulté depuis le 2 juin 2025',
      'Impayés de charges de la copropriété : 48 705,00 €, soit 61 % du budget voté (seuil de 25 %',
      'Plan pluriannuel de travaux (PPT) : non fourni',
    ])
      expect(text).toContain(alert);
    expect(text).toContain('Source : Arrêté municipal du 6 mai 2026');
    expect(text).toContain('Date de signature non communiquée');
  });
});

describe('the schedule and its split', () => {
  it('prints each call with its due day, nature and amount, and the seller’s and buyer’s parts', async () => {
    const { text } = await read(oneLotSample());
    expect(text).toContain('Lot 12 — appels des douze prochains mois');
    // the quarter of 1 January is due before the signing of 15 January: the seller's (art. 6-2)
    expect(text).toMatch(
      row(
        '1er janvier 2027',
        'Provision du budget prévisionnel : 735,00 € ; Cotisation au fonds de travaux : 36,75 € (période du 1er janvier 2027 au 31 mars 2027)',
        '771,75 €',
        '771,75 €',
        '0,00 €',
      ),
    );
    expect(text).toMatch(
      row(
        '1er avril 2027',
        'Provision du budget prévisionnel : 735,00 € ; Cotisation au fonds de travaux : 36,75 € (période du 1er avril 2027 au 30 juin 2027)',
        '771,75 €',
        '0,00 €',
        '771,75 €',
      ),
    );
    expect(text).toMatch(row('Total', '3 858,75 €', '1 543,50 €', '2 315,25 €'));
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
      'Obligatoire pour cette copropriété depuis le 1er janvier 2025 (art. 14-2 de la loi du 10 juillet 1965)',
    );
  });

  it('prints the proceedings, the order and the difficulty of a copropriété in difficulty', async () => {
    const { text } = await read(difficultySample());
    expect(text).toContain('Procédure(s) en cours (date de l’assignation : 14 octobre 2025)');
    expect(text).toContain('Arrêté(s) en cours (date de l’arrêté : 6 mai 2026)');
    expect(text).toContain('délai d’exécution : 6 novembre 2026');
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
    input.certification = {
      ...input.certification!,
      mode: 'seller-declaration',
      statement: statementFor('seller-declaration', input, 0),
    };
    const { text } = await pdfText(await renderModel(buildModel(input, ISSUER)));
    expect(flat(text)).toContain(
      'Document établi sur la seule déclaration du vendeur, sans vérification par le rédacteur.',
    );
  });
});

describe('the blank template', () => {
  it('has the same parts and rows, lines to fill, three lots and a works table', async () => {
    const { text } = await pdfText(await renderModel(blankModel(ISSUER)));
    const flatText = flat(text);
    // nothing to sum up nor to schedule on a template
    const computed = [
      'Certification',
      'Synthèse pour le notaire',
      'Échéancier des appels et répartition à la signature',
    ];
    for (const heading of [...HEADINGS.filter((h) => !computed.includes(h)), ...ROWS])
      expect(flatText).toContain(heading);
    expect(flatText).toContain('Établi à ____________________, le ____________________');
    expect(flatText).not.toContain('Non communiqué,');
    expect(flatText).not.toMatch(/\d+,\d\d €/);
    expect(occurrences(flatText, 'Lot n° ________')).toBe(3);
    expect(flatText).toMatch(row('Travaux votés', 'Résolution', 'Lot', 'Quote-part du lot'));
    expect(flatText).not.toContain('Synthèse pour le notaire');
  });

  it('is deterministic: the same data gives the same bytes', async () => {
    const [first, second] = await Promise.all([
      renderModel(buildModel(oneLotSample(), ISSUER)),
      renderModel(buildModel(oneLotSample(), ISSUER)),
    ]);
    expect(first.equals(second)).toBe(true);
  });
});
