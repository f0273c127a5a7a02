import { amount, anyDate, longDate, shortDate } from '../french';
import { letterhead } from '../layout';
import { DIAGNOSTICIANS, type Setting } from '../people';
import type { Random } from '../random';
import type { Block, DocumentSpec } from '../spec';

/** How a diagnostician dates the report, next to the visit (earlier) and validity (later). */
function reportDates(random: Random, date: string): Block[] {
  const visit = random.day(`${Number(date.slice(0, 4)) - 1}-06-01`, date);
  const until = `${Number(date.slice(0, 4)) + 10}${date.slice(4)}`;
  return [
    {
      t: 'table',
      rows: [
        ['Date de la visite', anyDate(random, visit)],
        [
          random.pick(['Date du rapport', 'Date d’établissement', 'Rapport établi le']),
          anyDate(random, date),
        ],
        ['Validité', `jusqu’au ${shortDate(until)}`],
      ],
    },
  ];
}

function header(random: Random, title: string): Block[] {
  const firm = random.pick(DIAGNOSTICIANS);
  return [
    {
      t: 'small',
      text: `${firm} — certification ${random.pick(['AFNOR', 'Bureau Veritas', 'LCC Qualixpert'])} n° ${random.int(1000, 9999)}`,
    },
    { t: 'title', text: title },
  ];
}

export function diagnostic(random: Random, s: Setting): DocumentSpec {
  const date = random.day('2019-01-01', '2025-06-20');
  const variant = random.pick(['dpe', 'dtg', 'termites', 'erp', 'ppt'] as const);
  const titles = {
    dpe: 'DIAGNOSTIC DE PERFORMANCE ÉNERGÉTIQUE (DPE) COLLECTIF',
    dtg: 'DIAGNOSTIC TECHNIQUE GLOBAL (DTG)',
    termites: 'ÉTAT RELATIF À LA PRÉSENCE DE TERMITES DANS LE BÂTIMENT',
    erp: 'ÉTAT DES RISQUES ET POLLUTIONS (ERP)',
    ppt: 'PROJET DE PLAN PLURIANNUEL DE TRAVAUX',
  };
  const bodies = {
    dpe: `Consommation conventionnelle : ${random.int(90, 420)} kWh/m².an. Classe énergie ${random.pick(['C', 'D', 'E', 'F'])}, classe climat ${random.pick(['C', 'D', 'E'])}. Les plans de l’immeuble et le carnet d’entretien ont été consultés.`,
    dtg: `Analyse de l’état apparent des parties communes et des équipements. Le diagnostic de performance énergétique et le plan pluriannuel de travaux sont joints. Estimation des travaux sur dix ans : ${amount(random.cents(80_000, 600_000))}.`,
    termites:
      'Aucun indice d’infestation de termites n’a été relevé dans les parties communes visitées. Zone délimitée par arrêté préfectoral.',
    erp: `Immeuble situé en zone de sismicité ${random.int(1, 3)}, exposé au risque radon de niveau ${random.int(1, 3)}. Arrêté préfectoral du ${longDate(random.day('2015-01-01', '2022-12-31'))}.`,
    ppt: `Travaux prioritaires : toiture, ravalement, chaufferie. Ce projet sera présenté à l’assemblée générale du ${longDate(random.day('2025-09-01', '2026-06-30'))}.`,
  };
  const page: Block[] = [
    ...header(random, titles[variant]),
    { t: 'p', text: `Immeuble : ${s.residence}, ${s.street}. Donneur d’ordre : ${s.syndic.name}.` },
    ...reportDates(random, date),
    { t: 'p', text: bodies[variant] },
  ];
  return { kind: 'diagnostic', doctype: 4, dateISO: date, pages: [page], figures: [] };
}

export function amiante(random: Random, s: Setting): DocumentSpec {
  const date = random.day('2005-01-01', '2025-06-20');
  const page: Block[] = [
    ...header(
      random,
      random.pick([
        'DOSSIER TECHNIQUE AMIANTE (DTA)',
        'Dossier technique « amiante » des parties communes',
        'RAPPORT DE REPÉRAGE AMIANTE — LISTES A ET B',
      ]),
    ),
    {
      t: 'p',
      text: `Parties communes de l’immeuble ${s.residence}, ${s.street}, permis de construire antérieur au 1er juillet 1997.`,
    },
    ...reportDates(random, date),
    {
      t: 'p',
      text: `Matériaux et produits repérés : ${random.pick(['dalles de sol vinyle-amiante', 'conduits en fibres-ciment', 'aucun flocage ni calorifugeage'])}. Le constat de risque d’exposition au plomb ne fait pas partie de la mission.`,
    },
  ];
  return { kind: 'amiante', doctype: 5, dateISO: date, pages: [page], figures: [] };
}

export function plomb(random: Random, s: Setting): DocumentSpec {
  const date = random.day('2010-01-01', '2025-06-20');
  const page: Block[] = [
    ...header(
      random,
      random.pick([
        'CONSTAT DE RISQUE D’EXPOSITION AU PLOMB (CREP)',
        'Constat de risque d’exposition au plomb — parties communes',
      ]),
    ),
    { t: 'p', text: `Immeuble construit avant le 1er janvier 1949 : ${s.residence}, ${s.street}.` },
    ...reportDates(random, date),
    {
      t: 'p',
      text: `${random.int(20, 90)} unités de diagnostic mesurées par fluorescence X ; revêtements dégradés de classe 3 : ${random.int(0, 4)}. Le dossier technique amiante est tenu par le syndic.`,
    },
  ];
  return { kind: 'plomb', doctype: 6, dateISO: date, pages: [page], figures: [] };
}

export function carnet(random: Random, s: Setting): DocumentSpec {
  const date = random.day('2018-01-01', '2025-06-20');
  const page: Block[] = [
    ...letterhead(s),
    { t: 'title', text: random.pick(['CARNET D’ENTRETIEN DE L’IMMEUBLE', 'Carnet d’entretien']) },
    {
      t: 'p',
      text: random.pick([
        `Mis à jour le ${longDate(date)} par le syndic.`,
        `Carnet d’entretien mis à jour le${random.chance(0.5) ? '' : ' '}${shortDate(date)}.`,
        `Dernière mise à jour : ${longDate(date)}.`,
      ]),
    },
    {
      t: 'table',
      rows: [
        ['Contrat', 'Prestataire', 'Échéance'],
        [
          'Contrat d’entretien ascenseur',
          'Élévateurs du Centre',
          shortDate(random.day('2025-07-01', '2027-12-31')),
        ],
        [
          'Contrat de maintenance chaudière',
          'Thermi-Services',
          shortDate(random.day('2025-07-01', '2027-12-31')),
        ],
        [
          'Police d’assurance multirisque',
          'Mutuelle des Copropriétés',
          shortDate(random.day('2025-07-01', '2026-12-31')),
        ],
      ],
    },
    {
      t: 'p',
      text: `Travaux importants réalisés : ravalement (${random.int(2005, 2020)}), réfection de la toiture (${random.int(2000, 2022)}). Le diagnostic technique global et le DPE collectif sont annexés.`,
    },
  ];
  return { kind: 'carnet', doctype: 7, dateISO: date, pages: [page], figures: [] };
}

/** An architect's plan: a title block that may name the règlement it is annexed to. */
export function plans(random: Random, s: Setting): DocumentSpec {
  const date = random.day('1965-01-01', '2015-12-31');
  const level = random.pick([
    'PLAN DU REZ-DE-CHAUSSÉE',
    'PLAN D’ÉTAGE — 2e ÉTAGE',
    'PLAN DE MASSE',
    'PLAN DES CAVES ET DU SOUS-SOL',
  ]);
  const page: Block[] = [
    { t: 'title', text: level },
    {
      t: 'table',
      rows: [
        ['Immeuble', `${s.residence} — ${s.street}`],
        [
          'Objet',
          random.pick([
            'Annexe au règlement de copropriété',
            'Plan des lots — état descriptif de division',
            'Relevé de géomètre',
          ]),
        ],
        ['Échelle', random.pick(['1/100', '1/200', '1/50'])],
        [random.pick(['Date', 'Dressé le', 'Établi le']), random.pick([shortDate, longDate])(date)],
        ['Indice', random.pick(['A', 'B', 'C'])],
      ],
    },
    {
      t: 'p',
      text: `Lot ${s.lot} : séjour 24,5 m², chambre 11,2 m², cuisine 8,4 m². Cotes en mètres. Cadastre section ${random.pick(['AB', 'CK'])}.`,
    },
    {
      t: 'small',
      text: `Cabinet ${random.pick(['Arnaud', 'Blanchet', 'Caron'])}, géomètres-experts — reproduction interdite`,
    },
  ];
  return { kind: 'plans', doctype: 8, dateISO: date, pages: [page], figures: [] };
}

/** A contractor's invoice to the syndicat: it names the carnet d'entretien and a contract. */
export function facture(random: Random, s: Setting): DocumentSpec {
  const date = random.day('2023-01-01', '2025-06-20');
  const net = random.cents(150, 9000);
  const page: Block[] = [
    {
      t: 'heading',
      text: random.pick(['Élévateurs du Centre', 'Plomberie Martin SARL', 'Espaces Verts Duval']),
    },
    { t: 'small', text: 'SIRET 812 345 678 00019 — TVA FR 12 812345678' },
    {
      t: 'right',
      text: `Syndicat des copropriétaires ${s.residence}\nreprésenté par ${s.syndic.name}`,
    },
    { t: 'title', text: random.pick(['FACTURE', 'Facture n° F-' + random.int(1000, 9999)]) },
    {
      t: 'table',
      rows: [
        [random.pick(['Date de facture', 'Date d’émission', 'Facture du']), anyDate(random, date)],
        ['Échéance', shortDate(random.day(date, '2025-09-30'))],
        [
          'Désignation',
          random.pick([
            'Visite d’entretien ascenseur selon contrat d’entretien',
            'Remplacement colonne d’eau — intervention notée au carnet d’entretien',
            'Tonte et taille des haies',
          ]),
        ],
        ['Total HT', amount(net)],
        ['TVA 20 %', amount(Math.round(net * 0.2))],
        ['Total TTC', amount(Math.round(net * 1.2))],
      ],
    },
    {
      t: 'small',
      text: 'Pénalités de retard : trois fois le taux d’intérêt légal. Indemnité forfaitaire pour frais de recouvrement : 40 €.',
    },
  ];
  return { kind: 'facture', doctype: 10, dateISO: date, pages: [page], figures: [] };
}
