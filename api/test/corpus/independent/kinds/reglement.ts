import type { DocumentSpec } from '../../spec';
import { heading, p, scanned, small, table, title } from '../blocks';

/** Co-ownership rules, amendments and division schedules: the deed's date. */
export const reglement: DocumentSpec[] = [
  {
    // notarial deed, dates in words, the land registry's and the permit's dates after it
    kind: 'reglement',
    doctype: 3,
    dateISO: '1972-03-14',
    pages: [
      [
        small('Copie authentique — 42 pages — Étude de Maître Bernard Vasseur'),
        title('RÈGLEMENT DE COPROPRIÉTÉ ET ÉTAT DESCRIPTIF DE DIVISION'),
        p('Immeuble « Le Belvédère des Brotteaux » — 61 boulevard des Belges, Lyon 6e'),
        p(
          'Par-devant Maître Bernard VASSEUR, notaire associé de la société civile professionnelle « Vasseur et Morin, notaires associés », titulaire d’un office notarial à Villeurbanne (Rhône), soussigné,',
        ),
        p(
          'A été établi le présent règlement de copropriété, le quatorze mars mil neuf cent soixante-douze, à la requête de la Société Civile Immobilière du Belvédère, propriétaire de l’immeuble, aux termes d’un permis de construire délivré le 12 janvier 1970.',
        ),
      ],
      [
        heading('PREMIÈRE PARTIE — DÉSIGNATION ET DIVISION DE L’IMMEUBLE'),
        p(
          'Chapitre I. L’immeuble comprend un bâtiment unique élevé sur deux niveaux de sous-sol, d’un rez-de-chaussée et de neuf étages. Les plans sont demeurés ci-annexés après mention.',
        ),
        heading('DEUXIÈME PARTIE — PARTIES COMMUNES ET PARTIES PRIVATIVES'),
        p(
          'Article 5. Les parties communes sont celles qui sont affectées à l’usage ou à l’utilité de tous les copropriétaires ou de plusieurs d’entre eux : le sol, les cours, les gros murs, les canalisations, les ascenseurs, la loge de la concierge.',
        ),
        p(
          'Article 12. Les charges d’entretien des ascenseurs sont réparties entre les lots des étages supérieurs au rez-de-chaussée, selon la grille figurant à l’état descriptif.',
        ),
      ],
      [
        heading('ÉTAT DESCRIPTIF DE DIVISION'),
        table(
          ['Lot', 'Niveau', 'Nature', 'Tantièmes généraux'],
          ['1', 'Sous-sol -2', 'Cave', '3/1000'],
          ['2', 'Sous-sol -1', 'Garage', '9/1000'],
          ['27', '4e étage', 'Appartement T3', '38/1000'],
          ['28', '4e étage', 'Appartement T4', '46/1000'],
        ),
        p(
          'Publié au service de la publicité foncière de Lyon 1er bureau le 2 mai 1972, volume 1234, numéro 5. DONT ACTE sur quarante-deux pages.',
        ),
      ],
    ],
    figures: [],
  },
  {
    // amendment: its own deed and the original's both quoted, the word glued to the date
    kind: 'reglement',
    doctype: 3,
    dateISO: '2011-09-21',
    pages: [
      [
        title('MODIFICATIF AU RÈGLEMENT DE COPROPRIÉTÉ'),
        p('Immeuble sis 4 rue de la Monnaie, 59800 Lille'),
        p(
          'Acte reçu le21 septembre 2011 par Maître Claire Deschamps, notaire à Lille, à la suite de la décision de l’assemblée générale des copropriétaires du 16 juin 2011 (résolution n° 9).',
        ),
        p(
          'Le présent acte modifie le règlement de copropriété établi suivant acte reçu par Maître Paul Lefebvre le 3 juin 1987, publié au service de la publicité foncière de Lille le 24 juillet 1987.',
        ),
        heading('Réunion des lots 45 et 46'),
        p(
          'Les lots 45 (chambre de service, 6e étage, 4/1000) et 46 (chambre de service, 6e étage, 5/1000) sont supprimés et remplacés par un lot unique n° 112 : appartement au 6e étage, 9/1000 des parties communes générales.',
        ),
        table(
          ['Ancien lot', 'Tantièmes', 'Nouveau lot', 'Tantièmes'],
          ['45', '4', '112', '9'],
          ['46', '5', '', ''],
        ),
        p('Les autres stipulations du règlement de copropriété demeurent inchangées.'),
      ],
    ],
    figures: [],
  },
  {
    // a surveyor's division schedule alone, scanned
    kind: 'reglement',
    doctype: 3,
    dateISO: '1994-02-18',
    pages: [
      [
        small(
          'Cabinet Roche & Associés — Géomètres-experts — 22 rue d’Alsace, 42000 Saint-Étienne',
        ),
        title('ÉTAT DESCRIPTIF DE DIVISION'),
        p('Ensemble immobilier « Le Clos Fauriel » — cadastré section BK n° 212'),
        p('Dressé le 18/02/1994 pour être annexé au règlement de copropriété.'),
        table(
          ['N° lot', 'Bât.', 'Esc.', 'Étage', 'Désignation', 'Quote-part'],
          ['1', 'A', '1', 'RDC', 'Local commercial', '86/10000'],
          ['2', 'A', '1', 'RDC', 'Appartement T2', '412/10000'],
          ['3', 'A', '1', '1er', 'Appartement T4', '655/10000'],
          ['4', 'A', '1', '1er', 'Appartement T3', '540/10000'],
          ['5', 'A', '2', '2e', 'Appartement T4', '661/10000'],
        ),
      ],
      [
        table(
          ['N° lot', 'Bât.', 'Esc.', 'Étage', 'Désignation', 'Quote-part'],
          ['31', 'B', '—', 'SS', 'Parking n° 1', '22/10000'],
          ['32', 'B', '—', 'SS', 'Parking n° 2', '22/10000'],
          ['33', 'B', '—', 'SS', 'Cave n° 1', '6/10000'],
          ['', '', '', '', 'TOTAL', '10000/10000'],
        ),
        p('Certifié exact par le géomètre-expert soussigné.'),
      ],
    ],
    figures: [],
    scan: scanned(200, -1.1, 12),
  },
  {
    // a consolidated version after the ELAN law: the AG's date before the deed's
    kind: 'reglement',
    doctype: 3,
    dateISO: '2020-10-02',
    pages: [
      [
        small('Document remis par le syndic — Nexa Syndic Conseil — réf. RC-0882'),
        title('Règlement de copropriété — version mise en conformité'),
        p(
          'Mise en conformité avec l’article 209 de la loi n° 2018-1021 du 23 novembre 2018 (ELAN), décidée par l’assemblée générale du 7 juillet 2020 (majorité de l’article 24).',
        ),
        p(
          'Acte de mise en conformité reçu le 2 octobre 2020 par Maître Sandrine Oliveira, notaire à Montpellier. Le règlement d’origine résulte d’un acte du 30 avril 1965.',
        ),
        heading('Article 3 — Parties communes spéciales'),
        p(
          'Sont parties communes spéciales au bâtiment B : la toiture, la cage d’escalier et l’ascenseur du bâtiment B. Les charges correspondantes sont supportées par les seuls lots du bâtiment B.',
        ),
        heading('Article 4 — Lots transitoires'),
        p('La copropriété ne comporte aucun lot transitoire.'),
        heading('Article 17 — Charges'),
        p(
          'Les appels de fonds sont adressés trimestriellement, le fonds de travaux est alimenté par une cotisation annuelle obligatoire.',
        ),
      ],
      [
        heading('Article 21 — Modifications du règlement'),
        p(
          'Toute modification est décidée en assemblée générale et constatée par acte authentique publié au fichier immobilier.',
        ),
        small('Page 2 / 2 — version consolidée éditée le 15/01/2021'),
      ],
    ],
    figures: [],
  },
  {
    // the first page of an old deed, scanned to PNG
    kind: 'reglement',
    doctype: 3,
    dateISO: '1988-10-26',
    pages: [
      [
        title('RÈGLEMENT DE COPROPRIÉTÉ'),
        p('Immeuble sis 12 rue Saint-Rome, 31000 Toulouse'),
        p(
          'Le vingt-six octobre mil neuf cent quatre-vingt-huit, Maître Jean-Pierre Castex, notaire à Toulouse, soussigné, a reçu le présent acte contenant règlement de copropriété et état descriptif de division de l’immeuble ci-après désigné.',
        ),
        p(
          'DÉSIGNATION : un immeuble à usage d’habitation et de commerce, élevé de quatre étages sur rez-de-chaussée, cadastré section AB numéro 118 pour une contenance de 3 a 12 ca.',
        ),
        p(
          'ORIGINE DE PROPRIÉTÉ : acquis par la SCI Saint-Rome suivant acte reçu par Maître Castex le 9 mars 1987.',
        ),
      ],
    ],
    figures: [],
    scan: scanned(155, 1.4, 20, 'png'),
  },
];
