import { cite, formatCents, type StatusValue } from '@ped/domain';
import { buildModel, type PreEtatDateInput } from '../../src/services/pre-etat-date/build-model';
import { blankModel } from '../../src/services/pre-etat-date/blank-model';
import { renderModel } from '../../src/services/pre-etat-date/render';
import {
  SAMPLE_ISSUER,
  checkedSample,
  difficultySample,
  oneLotSample,
  threeLotSample,
} from '../../src/services/pre-etat-date/samples';
import { statementFor } from '../../src/services/pre-etat-date/printed-sources';
import { firstPageText, pageFill, pdfText } from './pdf-text';

/**
 * Golden tests on the three sample documents (the fixtures of `pnpm sample:documents`), read
 * as a notary's clerk would: each sample is rendered once, every assertion reads that PDF.
 */
const HEADINGS = [
  'PRÉ-ÉTAT DATÉ',
  'Synthèse pour le notaire',
  'Identification',
  'Lots vendus',
  'Organisation de l’immeuble',
  'I-A. Sommes dues par le vendeur au syndicat des copropriétaires',
  'I-B. Sommes dont le syndicat pourrait être débiteur envers le vendeur',
  'I-C. Sommes qui devraient incomber à l’acquéreur',
  'Budget, fonds de travaux et emprunt collectif du lot',
  'Charges du vendeur sur les deux derniers exercices clos',
  'Échéancier des appels et répartition à la signature',
  'Situation financière de la copropriété',
  'Vie de la copropriété',
  'Dossier technique',
  'Sources et documents annexés',
  'Certification',
];

/** every row of the notaries' model (docs/domain.md §3), as printed */
const ROWS = [
  'Adresse du syndic',
  'Contact du syndic',
  'Provisions exigibles du budget prévisionnel',
  'Provisions exigibles des dépenses hors budget',
  'Charges impayées des exercices antérieurs',
  'Sommes devenues exigibles (art. 33 de la loi du 10 juillet 1965)',
  'Sommes exigibles au titre de l’emprunt collectif (art. 26-8 de la loi du 10 juillet 1965)',
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
  'Dossier technique amiante (DTA)',
  'Constat de risque d’exposition au plomb (parties communes)',
  'État relatif aux termites',
  'Ascenseur (contrôle technique quinquennal)',
  'Fiche synthétique de la copropriété',
  'Règlement de copropriété',
  'État descriptif de division',
  'Notice d’information sur les droits et obligations des copropriétaires',
];

const flat = (s: string) => s.replace(/\s+/g, ' ');
const euros = (cents: number) => formatCents(cents).replace(/\u00a0/g, ' ');

/** The sample as delivered: its certification lists the checks run on it. */
const pdfOf = (input: PreEtatDateInput) =>
  renderModel(buildModel(checkedSample(input).input, SAMPLE_ISSUER));

async function read(input: PreEtatDateInput) {
  const { text, pages } = await pdfText(await pdfOf(input));
  return { text: flat(text), pages };
}

const occurrences = (text: string, part: string) => text.split(part).length - 1;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** a label and its values: the text extraction may or may not put a space between two cells */
const row = (...cells: string[]) => new RegExp(cells.map(escape).join('\\s*'));

/** Sans objet: the loan's figures of a copropriété stated without one. */
const LOAN_FIELDS = ['loan_due', 'loan_share', 'loan_remaining', 'loan_instalment', 'loan_amount'];

describe.each([
  ['one lot', oneLotSample, 5],
  ['three lots with works and a loan', threeLotSample, 8],
  ['a copropriété in difficulty', difficultySample, 5],
])('the sample document: %s', (_name, sample, maxPages) => {
  let pdf: Buffer;
  let text: string;
  let pages: number;
  const input = sample();
  const noLoan = (input.record.loan?.value as StatusValue | undefined)?.status === 'none';
  beforeAll(async () => {
    pdf = await pdfOf(input);
    const read = await pdfText(pdf);
    text = flat(read.text);
    pages = read.pages;
  });

  it('has every part and every row of the notaries’ model and of L721-2', () => {
    for (const heading of [...HEADINGS, ...ROWS]) expect(text).toContain(heading);
  });

  it('passes every check « Terminer » runs', () => {
    expect(checkedSample(input).blockers).toEqual([]);
  });

  it('prints every given amount in French format, « Sans objet » for a loan that does not exist', () => {
    for (const figure of input.figures)
      if (!(noLoan && LOAN_FIELDS.includes(figure.field)))
        expect(text).toContain(euros(figure.cents!));
    if (noLoan)
      expect(text).toMatch(
        row('Quote-part du lot dans l’emprunt collectif', 'Sans objet', 'Capital restant'),
      );
    // never an amount of zero beside a thing stated missing
    expect(text).not.toMatch(/non (fourni|constitué)[^€]{0,40}[^\d\s]\s?0,00 €/i);
  });

  it('names the financial years by their dates, never « N-1 » or « N-2 »', () => {
    expect(text).toContain('Établi à Paris, le 23 novembre 2026');
    expect(text).toContain('Exercice 2025, du 1er janvier au 31 décembre 2025');
    expect(text).toContain('Exercice 2024, du 1er janvier au 31 décembre 2024');
    expect(text).toContain('Budget prévisionnel voté pour l’exercice 2026');
    expect(text).not.toMatch(/N-1|N-2/);
    expect(text).not.toMatch(/\d (janv|févr|avr|juil|sept|oct|nov|déc)\. \d{4}/);
  });

  it('cites each article from the table: the PPT, the fund, the loan at a sale', () => {
    expect(text).toContain(cite('ppt'));
    expect(text).toContain(cite('worksFund'));
    expect(text).toContain(cite('loanAtSale'));
    expect(text).toContain(cite('withdrawalStart').replace('art.', 'article'));
    // L731-1 is the DTG's alone; 26-6 is no rule of a sale
    expect(occurrences(text, 'L731-1')).toBe(1);
    expect(text).toMatch(row('Diagnostic technique global (DTG)', 'Non requis'));
    expect(text).not.toContain('26-6');
  });

  it('says how long the figures hold and the free update', () => {
    expect(text).toMatch(
      /Informations valables jusqu’à la prochaine assemblée générale, le \d{1,2} \p{L}+ 2027, qui approuvera les comptes et votera le budget : mise à jour gratuite sur demande jusqu’à cette assemblée\./u,
    );
  });

  it('has one table per lot, with its tantièmes and the day of its account', () => {
    for (const lot of input.lots)
      expect(text).toContain(
        `Lot n° ${lot.number} — ${lot.description} — ${lot.tantiemes} / ${lot.totalTantiemes!.toLocaleString('fr-FR').replace(/\s/g, ' ')} tantièmes`,
      );
    expect(occurrences(text, 'Total dû par le vendeur (I-A)')).toBe(input.lots.length);
    expect(occurrences(text, 'Compte du vendeur : situation au 2 novembre 2026.')).toBe(
      input.lots.length,
    );
  });

  it('numbers its sources [n] and lists each document with its date, pages and annex', () => {
    expect(text).toMatch(row('N°', 'Document', 'Document du', 'Pages citées', 'Annexe'));
    expect(text).toMatch(row('Relevé de compte copropriétaire', '2 novembre 2026', '1', 'annexé'));
    expect(text).toMatch(/Provisions exigibles du budget prévisionnel\s*[\d ]+,\d\d €\s*\[\d+\]/);
    expect(text).not.toContain('Source :');
    expect(text).not.toContain('non annexé');
  });

  it('ends with the certification block: insurer, recipient, checks, code and seal', () => {
    const c = checkedSample(input).input.certification!;
    expect(text).toContain(`n° ${c.number}, version 1`);
    expect(text).toContain(c.verificationCode);
    expect(text).toContain(c.verificationUrl);
    expect(text).toMatch(row('Date de délivrance', '23 novembre 2026'));
    expect(text).toMatch(
      row('Assurance professionnelle', 'Responsabilité civile professionnelle : MMA IARD'),
    );
    expect(text).toMatch(row('Destinataire', 'Maître Claire Bernard, notaire à Lyon'));
    expect(text).toContain('Les montants ont été relevés et contrôlés par le rédacteur');
    expect(text).toMatch(
      /Contrôles avant délivrance\s*17 contrôles satisfaits : Date de l’assemblée/,
    );
    expect(text).toContain(
      'Cotisation au fonds de travaux au moins égale au minimum légal ; Chaque document cité est annexé.',
    );
    expect(text).toMatch(row('Cachet électronique', 'Ce fichier PDF est scellé'));
    // the staff member is never named by an e-mail address
    expect(text).toContain('par un rédacteur de notre équipe');
    expect(text).not.toMatch(/rédacteur \S+@/);
  });

  it('heads and numbers every page with the document, its version, the copropriété and its lots', () => {
    const lots = input.lots.map((l) => l.number).join(', ');
    const header = `Pré-état daté PED-${input.reference}, version 1 — ${input.coproprieteName} — ${input.lots.length > 1 ? 'lots' : 'lot'} ${lots}`;
    expect(occurrences(text, header)).toBe(pages);
    for (let page = 1; page <= pages; page += 1) expect(text).toContain(`Page ${page} / ${pages}`);
  });

  it(`fits in ${maxPages} pages, none more than half empty but page 1 and the last`, async () => {
    expect(pages).toBeLessThanOrEqual(maxPages);
    const fills = await pageFill(pdf);
    expect(fills).toHaveLength(pages);
    // page 1 is the synthesis alone, the end of its section
    for (const fill of fills.slice(1, -1)) expect(fill).toBeGreaterThanOrEqual(0.5);
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

describe('the technical file of the one-lot sample, judged on its facts', () => {
  let text: string;
  beforeAll(async () => {
    ({ text } = await read(oneLotSample()));
  });

  it('prints the facts every obligation is judged on', () => {
    expect(text).toContain(
      'Obligations appréciées au 23 novembre 2026 sur les faits suivants : 48 lots principaux ; permis de construire du 15 avril 1972 ; immeuble à usage d’habitation.',
    );
  });

  it('reads each item « obligatoire — fourni le … », « obligatoire — non fourni » or « non requis (raison) »', () => {
    const verdicts: Array<[string, string]> = [
      ['Plan pluriannuel de travaux (PPT)', 'Obligatoire — fourni le 20 mars 2025'],
      ['DPE collectif', 'Obligatoire — non fourni'],
      ['Carnet d’entretien', 'Obligatoire — fourni le 12 mars 2026'],
      ['Dossier technique amiante (DTA)', 'Obligatoire — fourni le 3 février 2005'],
      [
        'Constat de risque d’exposition au plomb (parties communes)',
        'Non requis (permis de construire du 15 avril 1972, immeuble construit après le 1er janvier 1949)',
      ],
      [
        'État relatif aux termites',
        'Non requis (immeuble hors zone délimitée par arrêté préfectoral)',
      ],
      ['Ascenseur (contrôle technique quinquennal)', 'Obligatoire — fourni le 18 juin 2024'],
    ];
    for (const [label, verdict] of verdicts) expect(text).toMatch(row(label, verdict));
    expect(text).toContain('art. L126-31 du CCH, depuis le 1er janvier 2026');
  });

  it('gives the PPT’s works, cost, schedule and effect on the fund’s minimum', () => {
    expect(text).toContain(
      'Travaux et calendrier : toiture (2027), façades (2029), chaufferie (2032)',
    );
    expect(text).toContain('Coût des travaux prévus : 240 000,00 €');
    expect(text).toContain(
      'Cotisation minimale au fonds de travaux : 6 000,00 € par an, 5 % du budget prévisionnel (120 000,00 € × 5 % = 6 000,00 €)',
    );
  });

  it('describes the building’s organisation, annexed or to provide, and what the withdrawal period waits for', () => {
    expect(text).toMatch(
      row(
        'Règlement de copropriété',
        'acte du 12 mai 1972 reçu par Maître Paul Durand, notaire à Lyon ; publié le 2 juin 1972 (SPF de Lyon 1, volume 1972 P n° 1234)',
        'Annexé (document du 12 mai 1972) [1]',
      ),
    );
    expect(text).toMatch(
      row(
        'Procès-verbal de l’assemblée générale du 14 mars 2024',
        'Approbation des comptes 2023 ; budget 2024',
        'À fournir',
      ),
    );
    expect(text).toMatch(row('Procès-verbal de l’assemblée générale du 20 mars 2025'));
    expect(text).toContain(
      'À remettre à l’acquéreur avant la promesse — le délai de rétractation de l’acquéreur ne court qu’à compter du lendemain de leur remise (article L721-3 du CCH) : acte modificatif ; procès-verbal de l’assemblée générale du 14 mars 2024 ; notice d’information',
    );
  });
});

describe('totals, three states and what is not known', () => {
  it('adds I-A, I-B and I-C of a lot', async () => {
    const { text } = await read(oneLotSample());
    expect(text).toMatch(row('Total dû par le vendeur (I-A)', '735,00 €'));
    expect(text).toMatch(row('Total dû au vendeur (I-B)', '367,50 €'));
    expect(text).toMatch(row('Total à la charge de l’acquéreur (I-C)', '367,50 €'));
    // a loan « Sans objet » leaves the total whole, not partial
    expect(text).not.toContain('Hors montants non communiqués');
  });

  it('says « Non communiqué » where the sample leaves the value out, « Sans objet » where the thing does not exist', async () => {
    const input = oneLotSample();
    delete input.record.loan;
    input.figures = input.figures.filter((f) => !['budget', 'reserved_advances'].includes(f.field));
    const { text } = await read(input);
    expect(text).toMatch(row('Quote-part du lot dans l’emprunt collectif', 'Non communiqué'));
    expect(text).toMatch(row('Provisions exigibles du budget prévisionnel', 'Non communiqué'));
    expect(text).toMatch(
      row('Total dû par le vendeur (I-A)', '0,00 €', 'Hors montants non communiqués'),
    );
    expect(text).toMatch(row('Assurance de l’immeuble', 'Non communiqué'));
  });

  it('prints a fund that does not exist as « non constitué » and « Sans objet », never 0,00 € with a date', async () => {
    const input = oneLotSample();
    const fund = [
      'works_funds',
      'works_funds_lot',
      'works_funds_contribution',
      'works_funds_last_contribution',
    ];
    input.figures = input.figures.map((f) => (fund.includes(f.field) ? { ...f, cents: 0 } : f));
    const { text } = await read(input);
    expect(text).toMatch(row('Fonds de travaux', 'Obligatoire — non constitué'));
    expect(text).toMatch(row('Montant du fonds de travaux de la copropriété', 'Sans objet'));
    expect(text).toMatch(row('Date de cette cotisation', 'Sans objet'));
    expect(text).toMatch(row('Date de la situation du fonds de travaux', 'Sans objet'));
    // « 0,00 € » alone, not the end of « 6 000,00 € »
    expect(text).not.toMatch(/fonds de travaux[^€]{0,60}[^\d\s]\s?0,00 €/i);
    expect(text).toContain('Fonds de travaux : non fourni, obligatoire pour cette copropriété');
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
    expect(text).toMatch(
      /Le vendeur doit 861,00 € au syndicat : le syndic peut former opposition au versement du prix \(article 20 de la loi du 10 juillet 1965\)\.\s*\[\d+\]/,
    );
    expect(text).toContain(
      'DPE collectif : non fourni, obligatoire pour cette copropriété depuis le 1er janvier 2025. (art. L126-31 du CCH)',
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
      'Dossier technique amiante (DTA) : non fourni',
    ])
      expect(text).toContain(alert);
    expect(text).toContain('Date de signature non communiquée');
  });
});

describe('the schedule and its split', () => {
  it('prints each due day with its calls by nature, their total, and the seller’s and buyer’s parts', async () => {
    const { text } = await read(oneLotSample());
    expect(text).toContain('Lot 12 — appels des douze prochains mois');
    expect(text).toContain('(la première, du 1er octobre 2026 au 31 décembre 2026)');
    // the quarter of 1 January is due before the signing of 15 January: the seller's (art. 6-2)
    expect(text).toMatch(
      row('1er janvier 2027', '735,00 €', '36,75 €', '771,75 €', '771,75 €', '0,00 €'),
    );
    expect(text).toMatch(
      row('1er avril 2027', '735,00 €', '36,75 €', '771,75 €', '0,00 €', '771,75 €'),
    );
    expect(text).toMatch(
      row('Total', '3 675,00 €', '183,75 €', '3 858,75 €', '1 543,50 €', '2 315,25 €'),
    );
  });
});

describe('statements of absence', () => {
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
    const { text } = await pdfText(await renderModel(buildModel(input, SAMPLE_ISSUER)));
    expect(flat(text)).toContain(
      'Document établi sur la seule déclaration du vendeur, sans vérification par le rédacteur.',
    );
  });
});

describe('the blank template', () => {
  it('has the same parts and rows, lines to fill, three lots and a works table', async () => {
    const { text } = await pdfText(await renderModel(blankModel(SAMPLE_ISSUER)));
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
      renderModel(buildModel(oneLotSample(), SAMPLE_ISSUER)),
      renderModel(buildModel(oneLotSample(), SAMPLE_ISSUER)),
    ]);
    expect(first.equals(second)).toBe(true);
  });
});
