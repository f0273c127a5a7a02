import type { DocumentSpec } from '../../spec';
import { day, heading, p, right, scanned, small, table, title } from '../blocks';

/**
 * Tuning-only documents (second batch, written without reading the rules): minutes and
 * notices of general assemblies as big syndics, extranets and volunteer syndics print them.
 */
export const moreAssemblies: DocumentSpec[] = [
  {
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2025-06-10',
    figures: [
      day('document_date', '2025-06-10'),
      day('dt_based', '2025-06-10'),
      day('fiscal_year_start', '2024-01-01'),
      day('fiscal_year_end', '2024-12-31'),
    ],
    pages: [
      [
        small(
          'FONCIA VAL DE SEINE — 12 avenue de la République 92120 Montrouge — Carte professionnelle CPI 9201 2016 000 008 412',
        ),
        title('PROCÈS-VERBAL DE L’ASSEMBLÉE GÉNÉRALE ORDINAIRE'),
        p(
          'Syndicat des copropriétaires de la résidence « Le Clos des Vignes », 4 à 8 rue Molière, 92120 Montrouge',
        ),
        p(
          'Le mardi 10 juin 2025 à 18 h 30, les copropriétaires se sont réunis en assemblée générale ordinaire, salle Lino Ventura, 2 place Émile Cresp, sur convocation adressée par le syndic le 16 mai 2025.',
        ),
        p('Présents ou représentés : 38 copropriétaires totalisant 6 412 / 10 000 tantièmes.'),
        heading('Résolution n° 1 — Élection du président de séance'),
        p('Mme Leroux est élue présidente de séance. Adoptée à la majorité de l’article 24.'),
        heading(
          'Résolution n° 4 — Approbation des comptes de l’exercice du 01/01/2024 au 31/12/2024',
        ),
        p(
          'L’assemblée générale approuve les comptes de l’exercice clos le 31/12/2024, tels qu’ils ont été adressés avec la convocation (annexes 1 à 5). Pour : 6 012 — Contre : 400. Adoptée.',
        ),
        heading('Résolution n° 7 — Budget prévisionnel de l’exercice 2026'),
        p(
          'L’assemblée générale adopte le budget prévisionnel de l’exercice du 01/01/2026 au 31/12/2026 pour un montant de 112 500,00 €. Adoptée.',
        ),
      ],
      [
        heading('Résolution n° 11 — Diagnostic technique global'),
        p(
          'L’assemblée générale décide de faire réaliser le diagnostic technique global prévu à l’article L.731-1 du code de la construction, et retient le devis du cabinet Ingétech du 3 avril 2025. Le règlement de copropriété n’est pas modifié. Adoptée.',
        ),
        p('Plus rien n’étant à l’ordre du jour, la séance est levée à 21 h 05.'),
        table(
          ['La présidente', 'Le secrétaire', 'Le scrutateur'],
          ['M. Leroux', 'FONCIA Val de Seine', 'J.-P. Nguyen'],
        ),
        small(
          'Article 42 alinéa 2 de la loi du 10 juillet 1965 : les actions en contestation des décisions des assemblées générales doivent être introduites dans un délai de deux mois à compter de la notification du présent procès-verbal.',
        ),
      ],
    ],
  },
  {
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2025-03-14',
    figures: [day('document_date', '2025-03-14')],
    scan: scanned(200, -1.1, 14),
    pages: [
      [
        small('Syndic bénévole — Copropriété 17 rue des Capucins, 69001 Lyon'),
        title('Compte-rendu de l’assemblée générale extraordinaire'),
        p(
          'L’an deux mille vingt-cinq, le quatorze mars, à dix-neuf heures, les copropriétaires de l’immeuble du 17 rue des Capucins se sont réunis dans le local vélos sur convocation du syndic bénévole.',
        ),
        p(
          'Étaient présents : M. Baptiste, Mme Ferrand, M. et Mme Cohen, Mme Da Silva (8 copropriétaires sur 9, 914 millièmes).',
        ),
        p(
          '1) Travaux de remplacement de la porte d’entrée : devis Serrurerie Lumière de 4 860 € TTC. Vote : adopté à l’unanimité des présents.',
        ),
        p(
          '2) Appel de fonds correspondant : en deux fois, le 1er avril et le 1er juillet 2025, selon les millièmes de charges générales. Adopté.',
        ),
        p('3) Questions diverses : entretien du jardin, nettoyage des caves.'),
        p('Rien n’étant plus à l’ordre du jour, la séance est levée à 20 h 15.'),
        right('Fait à Lyon, le 20 mars 2025\nLe président de séance          Le secrétaire'),
      ],
    ],
  },
  {
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2024-06-27',
    figures: [day('document_date', '2024-06-27'), day('dt_based', '2024-06-27')],
    pages: [
      [
        small(
          'Espace client — Mes documents — Copropriété LES JARDINS DE L’ILE — PV AG 2024.pdf — Date d’édition : 02/07/2024',
        ),
        heading('NEXITY LAMY — Agence de Rennes'),
        title('Procès-verbal de l’Assemblée Générale du 27 juin 2024'),
        p(
          'Le jeudi 27 juin 2024 à 17h30, les copropriétaires de la résidence LES JARDINS DE L’ILE, 21 quai Lamennais 35000 Rennes, se sont réunis en Assemblée Générale Ordinaire au siège du cabinet.',
        ),
        p(
          'Rappel : l’assemblée générale du 22 juin 2023 avait voté le principe du ravalement ; les devis sont présentés ce jour.',
        ),
        table(
          ['N°', 'Résolution', 'Majorité', 'Résultat'],
          ['1', 'Désignation du président de séance', 'Art. 24', 'Adoptée'],
          ['3', 'Approbation des comptes de l’exercice 2023', 'Art. 24', 'Adoptée'],
          ['4', 'Quitus au syndic', 'Art. 24', 'Adoptée'],
          ['6', 'Ravalement des façades — devis Rénofaçade', 'Art. 25', 'Rejetée'],
          ['9', 'Fonds de travaux : maintien du taux de 5 %', 'Art. 25', 'Adoptée'],
        ),
        small(
          'Le présent procès-verbal est notifié aux copropriétaires opposants et défaillants par lettre recommandée.',
        ),
      ],
    ],
  },
  {
    kind: 'pv-ag',
    doctype: 2,
    dateISO: '2025-04-03',
    figures: [day('document_date', '2025-04-03'), day('dt_based', '2025-04-03')],
    pages: [
      [
        small('Cabinet Berthier Immobilier — Syndic — 5 cours Mirabeau 13100 Aix-en-Provence'),
        heading('Assemblée Générale Ordinaire du jeudi 3 avril 2025'),
        p(
          'Résolutions et résultat des votes — Copropriété VILLA ROSA, 44 avenue Victor Hugo, Aix-en-Provence',
        ),
        p(
          'Sur convocation adressée le 10.03.2025, l’assemblée s’est tenue le 03.04.2025 à 18h00. Feuille de présence : 22 présents ou représentés, 7 118 / 10 000.',
        ),
        table(
          ['Résolution', 'Pour', 'Contre', 'Abst.', 'Décision'],
          ['Approbation des comptes 2024', '6 890', '228', '0', 'adoptée'],
          ['Budget prévisionnel 2026', '7 118', '0', '0', 'adoptée'],
          ['Contrat d’entretien des espaces verts', '5 102', '2 016', '0', 'adoptée'],
          ['Réfection de l’étanchéité du toit-terrasse', '3 402', '3 716', '0', 'rejetée'],
        ),
        p(
          'Le procès-verbal a été signé en fin de séance par le président, le secrétaire et les scrutateurs.',
        ),
        small('Imprimé le 07/04/25 — page 1/1'),
      ],
    ],
  },
  {
    kind: 'convocation-ag',
    doctype: 10,
    dateISO: '2025-05-12',
    figures: [],
    pages: [
      [
        heading('CITYA PARIS ÉTOILE'),
        small('18 rue de Tilsitt 75017 Paris — Tél. 01 44 09 00 00'),
        right('Mme Agnès Poulain\n12 rue Brochant\n75017 Paris'),
        right('Paris, le 12 mai 2025'),
        p('Lettre recommandée avec accusé de réception'),
        title('CONVOCATION À L’ASSEMBLÉE GÉNÉRALE ORDINAIRE'),
        p(
          'Madame, Monsieur, nous avons l’honneur de vous convoquer à l’assemblée générale ordinaire des copropriétaires de l’immeuble 12 rue Brochant, qui se tiendra le mercredi 11 juin 2025 à 18 heures, 20 rue de Tilsitt (salle du rez-de-chaussée).',
        ),
        heading('Ordre du jour'),
        p('1. Élection du président, du secrétaire et des scrutateurs.'),
        p('2. Approbation du procès-verbal de l’assemblée du 6 juin 2024 (pour information).'),
        p('3. Approbation des comptes de l’exercice 2024.'),
        p('4. Budget prévisionnel 2026 : 98 000,00 €.'),
        p('5. Mise à jour du carnet d’entretien et du diagnostic technique global.'),
        small(
          'Pièces jointes : annexes comptables, projet de résolutions, formulaire de vote par correspondance, pouvoir.',
        ),
      ],
    ],
  },
  {
    kind: 'convocation-ag',
    doctype: 10,
    dateISO: '2025-02-03',
    figures: [],
    scan: scanned(150, 0.8, 10),
    pages: [
      [
        small('SARL Gestion Azur\n9 bd Gambetta\n06000 Nice'),
        right('Nice, 3 févr. 2025'),
        p('Madame, Monsieur,'),
        p(
          'Vous êtes convoqué(e) à l’assemblée générale annuelle des copropriétaires de la résidence Le Mistral, 31 avenue Borriglione, le lundi 3 mars 2025 à 17 h 30 dans nos bureaux.',
        ),
        p(
          'Les questions inscrites à l’ordre du jour sont les suivantes : comptes de l’exercice clos le 30/09/2024, budget 2025/2026, renouvellement du mandat du syndic, remplacement de l’interphone, questions diverses.',
        ),
        p(
          'Si vous ne pouvez pas être présent, vous pouvez vous faire représenter au moyen du pouvoir ci-joint ou voter par correspondance.',
        ),
        p('Nous vous prions d’agréer, Madame, Monsieur, nos salutations distinguées.'),
        right('Le syndic'),
      ],
    ],
  },
  {
    kind: 'convocation-ag',
    doctype: 10,
    dateISO: '2025-04-01',
    figures: [],
    pages: [
      [
        small('IMMO GESTION DU LITTORAL — Administrateur de biens — 2 rue Kléber 44000 Nantes'),
        right('Le 1er avril 2025'),
        heading('Assemblée générale extraordinaire — Avis de convocation'),
        p(
          'Conformément à l’article 9 du décret du 17 mars 1967, nous vous convoquons à l’assemblée générale extraordinaire qui se tiendra le lundi 28 avril 2025 à 18h, au 14 rue Scribe, Nantes.',
        ),
        p('Ordre du jour unique : travaux de désamiantage et de ravalement des façades.'),
        p(
          'Le diagnostic amiante avant travaux du 12 février 2025 et les plans de façade de l’architecte sont joints à la présente ; le procès-verbal de la dernière assemblée est disponible sur l’extranet.',
        ),
        table(
          ['Résolution', 'Objet', 'Majorité'],
          ['1', 'Désignation du bureau', 'art. 24'],
          ['2', 'Travaux de ravalement — 184 320,00 € TTC', 'art. 25'],
          ['3', 'Honoraires du syndic sur travaux (2,5 % HT)', 'art. 25'],
          ['4', 'Calendrier des appels de fonds', 'art. 24'],
        ),
      ],
    ],
  },
];
