import { amount, anyDate, longDate, shortDate, wordsDate } from '../french';
import { dateLine, letterhead } from '../layout';
import { NOTARIES, type Setting } from '../people';
import type { Random } from '../random';
import type { Block, DocumentSpec } from '../spec';

/** A notarial deed: règlement de copropriété, or a modificatif of it. */
export function reglement(random: Random, s: Setting): DocumentSpec {
  const date = random.day('1962-01-01', '2012-12-31');
  const permit = random.day('1955-01-01', date);
  const published = random.day(date, '2013-06-30');
  const notary = random.pick(NOTARIES);
  const modificatif = random.chance(0.25);
  const when = random.pick([
    `L’an ${wordsDate(date)}, ${notary}, notaire à ${s.syndic.city}, a reçu le présent acte authentique.`,
    `Acte du ${longDate(date)} reçu par ${notary}, notaire à ${s.syndic.city}.`,
    `Suivant acte reçu par ${notary}, notaire à ${s.syndic.city}, le ${shortDate(date)}.`,
    `Acte authentique en date du ${longDate(date)}, ${notary}, notaire.`,
  ]);
  const first: Block[] = [
    { t: 'small', text: `Étude de ${notary} — Office notarial de ${s.syndic.city}` },
    {
      t: 'title',
      text: modificatif
        ? 'MODIFICATIF AU RÈGLEMENT DE COPROPRIÉTÉ ET À L’ÉTAT DESCRIPTIF DE DIVISION'
        : random.pick([
            'RÈGLEMENT DE COPROPRIÉTÉ ET ÉTAT DESCRIPTIF DE DIVISION',
            'Règlement de copropriété',
            'ÉTAT DESCRIPTIF DE DIVISION — RÈGLEMENT DE COPROPRIÉTÉ',
          ]),
    },
    { t: 'p', text: when },
    {
      t: 'p',
      text: `Immeuble sis ${s.street}, édifié en vertu d’un permis de construire du ${anyDate(random, permit)}, cadastré section ${random.pick(['AB', 'CK', 'DM'])} n° ${random.int(10, 400)}.`,
    },
    {
      t: 'p',
      text: 'Chapitre I : destination de l’immeuble. L’immeuble est destiné à l’habitation ; les professions libérales sont admises. Chapitre II : parties communes et parties privatives.',
    },
  ];
  const second: Block[] = [
    {
      t: 'table',
      rows: [
        ['Lot', 'Désignation', 'Quote-part'],
        ['1', 'Appartement au rez-de-chaussée', '312/10000'],
        ['2', 'Cave n° 1', '8/10000'],
        [String(s.lot), 'Appartement au 2e étage', `${s.tantiemes}/10000`],
      ],
    },
    {
      t: 'p',
      text: `Le présent acte est soumis à la loi n° 65-557 du 10 juillet 1965. Publié au service de la publicité foncière le ${longDate(published)}. Les plans annexés et le carnet d’entretien seront tenus par le syndic.`,
    },
  ];
  return { kind: 'reglement', doctype: 3, dateISO: date, pages: [first, second], figures: [] };
}

export function immatriculation(random: Random, s: Setting): DocumentSpec {
  const date = random.day('2017-01-01', '2025-06-20');
  const registered = random.day('2016-11-01', date);
  const page: Block[] = [
    { t: 'small', text: 'Registre national d’immatriculation des copropriétés — ANAH' },
    {
      t: 'title',
      text: random.pick([
        'ATTESTATION D’IMMATRICULATION',
        'Attestation d’immatriculation au registre national des copropriétés',
      ]),
    },
    {
      t: 'p',
      text: `Le syndicat des copropriétaires ${s.residence}, ${s.street}, est immatriculé sous le numéro ${random.pick(['AA', 'AB', 'AC', 'AE'])}${random.int(1_000_000, 9_999_999)} depuis le ${shortDate(registered)}.`,
    },
    {
      t: 'p',
      text: `Représentant légal : ${s.syndic.name}. Dernière mise à jour annuelle des données financières : exercice clos le ${shortDate(`${Number(date.slice(0, 4)) - 1}-12-31`)}.`,
    },
    {
      t: 'p',
      text: random.pick([
        `Attestation délivrée le ${longDate(date)}.`,
        `Date de délivrance : ${shortDate(date)}.`,
        `Délivrée le${random.chance(0.5) ? '' : ' '}${longDate(date)} pour servir et valoir ce que de droit.`,
      ]),
    },
  ];
  return { kind: 'immatriculation', doctype: 9, dateISO: date, pages: [page], figures: [] };
}

export function ficheSynthetique(random: Random, s: Setting): DocumentSpec {
  const date = random.day('2020-01-01', '2025-06-20');
  const a = random.pick(['spaces', 'dots', 'plain'] as const);
  // drawn in the order the page prints them, as before the figures were declared
  const title = random.pick(['FICHE SYNTHÉTIQUE DE LA COPROPRIÉTÉ', 'Fiche synthétique']);
  const registration = `AB${random.int(1_000_000, 9_999_999)}`;
  const lots = random.int(12, 180);
  const budget = random.cents(40_000, 240_000);
  const unpaid = random.cents(1000, 20_000);
  const worksFund = random.cents(5000, 90_000);
  const page: Block[] = [
    ...letterhead(s),
    { t: 'title', text: title },
    {
      t: 'p',
      text: 'Établie en application de l’article 8-2 de la loi n° 65-557 du 10 juillet 1965 et du décret n° 2016-1822 du 21 décembre 2016.',
    },
    {
      t: 'table',
      rows: [
        ['Identification', `${s.residence}, ${s.street}`],
        ['Numéro d’immatriculation', registration],
        ['Nombre de lots', String(lots)],
        ['Budget prévisionnel', amount(budget, a)],
        ['Montant des impayés', amount(unpaid, a)],
        ['Fonds de travaux', amount(worksFund, a)],
      ],
    },
    {
      t: 'p',
      text: random.pick([
        `Fiche établie le ${longDate(date)} par le syndic.`,
        `Mise à jour le ${shortDate(date)}.`,
        `Établie le${random.chance(0.5) ? '' : ' '}${longDate(date)}, d’après les comptes approuvés par l’assemblée du ${anyDate(random, random.day('2019-01-01', date))}.`,
      ]),
    },
  ];
  return {
    kind: 'fiche-synthetique',
    doctype: 1,
    dateISO: date,
    pages: [page],
    figures: [
      { field: 'building_budget', amount: budget, page: 1 },
      { field: 'unpaid', amount: unpaid, page: 1 },
      { field: 'works_funds', amount: worksFund, page: 1 },
      { field: 'document_date', date, page: 1 },
    ],
  };
}

/** A plain letter from the syndic that names other documents and several dates. */
export function courrier(random: Random, s: Setting): DocumentSpec {
  const date = random.day('2023-01-01', '2025-06-20');
  const page: Block[] = [
    ...letterhead(s),
    { t: 'right', text: `${s.owner}\n${s.street}` },
    dateLine(random, s, date, random.chance(0.2)),
    {
      t: 'p',
      text: random.pick([
        'Objet : votre demande de documents en vue de la vente',
        'Objet : travaux dans les parties communes',
        'Objet : relance — régularisation de votre compte',
      ]),
    },
    {
      t: 'p',
      text: `Madame, Monsieur, suite à votre courriel du ${anyDate(random, random.day('2023-01-01', date))}, nous vous adressons le règlement de copropriété, le dernier procès-verbal d’assemblée générale et le diagnostic technique global. L’appel de fonds du ${shortDate(random.day('2025-07-01', '2025-12-01'))} suivra. Le carnet d’entretien est disponible sur l’extranet.`,
    },
    {
      t: 'p',
      text: `Nous vous prions d’agréer, Madame, Monsieur, nos salutations distinguées. ${s.syndic.name}.`,
    },
  ];
  return { kind: 'courrier', doctype: 10, dateISO: date, pages: [page], figures: [] };
}
