import type { DocumentSpec } from '../../spec';
import { heading, p, right, scanned, small, table, title } from '../blocks';

/**
 * Never-seen batch: the building's deeds and reports — notarial deeds, a consolidated
 * règlement, diagnosticians' reports, a maintenance log, a plan, registry attestations
 * and a fiche synthétique. Nobody tunes on these.
 */
export const neverSeenBuilding: DocumentSpec[] = [
  // An old notarial deed, scanned: dated in words in the notaries' order; the building
  // permit, the earlier sale and the land registry's day are other dates.
  {
    kind: 'reglement',
    doctype: 3,
    dateISO: '1998-10-15',
    pages: [
      [
        small(
          'Maître Bernard FOUCHÉ — Maître Anne LECLERCQ — Notaires associés — 4 place Bellecour 69002 LYON',
        ),
        title('ÉTAT DESCRIPTIF DE DIVISION — RÈGLEMENT DE COPROPRIÉTÉ'),
        p(
          'L’AN MIL NEUF CENT QUATRE-VINGT-DIX-HUIT, LE QUINZE OCTOBRE, Maître Bernard FOUCHÉ, notaire associé de la société civile professionnelle « Bernard FOUCHÉ et Anne LECLERCQ, notaires associés », titulaire d’un office notarial à LYON (Rhône), 4 place Bellecour, a reçu le présent acte authentique à la requête de :',
        ),
        p(
          'La société dénommée « SCI LES JARDINS DE MONPLAISIR », société civile immobilière au capital de 10 000 francs, dont le siège est à LYON (8e), 112 avenue des Frères-Lumière, immatriculée au registre du commerce et des sociétés de LYON sous le numéro D 389 412 006.',
        ),
        heading('EXPOSÉ'),
        p(
          'La société requérante est propriétaire d’un ensemble immobilier situé à LYON (8e), 112 avenue des Frères-Lumière, cadastré section BK numéro 214 pour une contenance de 18 a 40 ca, pour l’avoir acquis suivant acte reçu par Maître FOUCHÉ le 12 janvier 1997, publié au premier bureau des hypothèques de LYON le 3 mars 1997, volume 1997 P n° 1842.',
        ),
        p(
          'Un permis de construire a été délivré par Monsieur le Maire de LYON le 3 mars 1996 sous le numéro PC 69 388 96 0 0127 pour l’édification de deux bâtiments à usage d’habitation.',
        ),
      ],
      [
        heading('PREMIÈRE PARTIE — ÉTAT DESCRIPTIF DE DIVISION'),
        table(
          [
            'Lot',
            'Bâtiment',
            'Escalier',
            'Étage',
            'Nature',
            'Quote-part des parties communes générales',
          ],
          ['1', 'A', '1', 'Rez-de-chaussée', 'Appartement de trois pièces', '412 / 10 000'],
          ['2', 'A', '1', 'Rez-de-chaussée', 'Appartement de deux pièces', '286 / 10 000'],
          ['3', 'A', '1', '1er', 'Appartement de quatre pièces', '534 / 10 000'],
          ['41', 'B', '—', 'Sous-sol', 'Cave n° 1', '12 / 10 000'],
          ['61', '—', '—', 'Sous-sol', 'Emplacement de stationnement n° 1', '38 / 10 000'],
        ),
        heading('DEUXIÈME PARTIE — RÈGLEMENT DE COPROPRIÉTÉ'),
        p(
          'Article 1er — Objet. Le présent règlement a pour objet de déterminer la destination des parties privatives et communes, les conditions de leur jouissance, les règles relatives à l’administration des parties communes et la répartition des charges, conformément à la loi n° 65-557 du 10 juillet 1965 et au décret n° 67-223 du 17 mars 1967.',
        ),
        p(
          'Article 2 — Destination de l’immeuble. L’immeuble est destiné à l’usage exclusif d’habitation, à l’exception des lots du rez-de-chaussée qui pourront être affectés à l’exercice d’une profession libérale.',
        ),
      ],
      [
        heading('DONT ACTE sur dix-huit pages'),
        p(
          'Fait et passé à LYON, en l’office notarial, les jour, mois et an susdits. Et après lecture faite, le représentant de la société requérante a signé avec le notaire.',
        ),
        small(
          'Publié et enregistré au premier bureau des hypothèques de LYON le 2 décembre 1998, volume 1998 P n° 9316. Reçu : cinq cents francs.',
        ),
        right('Copie authentique — Maître B. FOUCHÉ'),
      ],
    ],
    figures: [],
    scan: scanned(150, 0.6, 20),
  },

  // A notary's amendment to the division: the original règlement's deed and the meeting
  // that authorised the split are quoted.
  {
    kind: 'reglement',
    doctype: 3,
    dateISO: '2019-11-26',
    pages: [
      [
        small(
          'Office notarial de la Porte Maillot — SELARL GUÉRIN, PASQUIER & ASSOCIÉS — 75017 Paris',
        ),
        title('MODIFICATIF À L’ÉTAT DESCRIPTIF DE DIVISION ET AU RÈGLEMENT DE COPROPRIÉTÉ'),
        p(
          'L’an deux mille dix-neuf, le vingt-six novembre, à PARIS (17e arrondissement), 58 avenue de la Grande-Armée, au siège de l’office notarial, Maître Claire PASQUIER, notaire associée, a reçu le présent acte contenant modificatif à l’état descriptif de division de l’immeuble ci-après désigné.',
        ),
        heading('IMMEUBLE'),
        p(
          'Un immeuble situé à PARIS (17e), 9 rue Bayen, cadastré section CF numéro 88, soumis au statut de la copropriété.',
        ),
        heading('ORIGINE'),
        p(
          'Ledit immeuble a fait l’objet d’un état descriptif de division et règlement de copropriété établi suivant acte reçu par Maître DUCLOS, notaire à PARIS, le 4 juillet 1972, publié au 4e bureau des hypothèques de PARIS le 19 septembre 1972, volume 472 n° 11.',
        ),
        heading('AUTORISATION'),
        p(
          'Par sa résolution n° 14, l’assemblée générale des copropriétaires du 18 juin 2019, devenue définitive faute de recours, a autorisé la division du lot numéro VINGT-TROIS (23) en deux lots nouveaux et la répartition de ses tantièmes.',
        ),
      ],
      [
        heading('MODIFICATION DE L’ÉTAT DESCRIPTIF DE DIVISION'),
        p('Le lot numéro 23 est supprimé et remplacé par les lots suivants :'),
        table(
          ['Lot', 'Situation', 'Désignation', 'Tantièmes généraux', 'Tantièmes escalier B'],
          [
            'Ancien lot 23',
            '5e étage, escalier B',
            'Appartement',
            '318 / 10 000',
            '1 204 / 10 000',
          ],
          [
            'Lot 71',
            '5e étage, escalier B, porte gauche',
            'Studio',
            '142 / 10 000',
            '538 / 10 000',
          ],
          [
            'Lot 72',
            '5e étage, escalier B, porte droite',
            'Appartement de deux pièces',
            '176 / 10 000',
            '666 / 10 000',
          ],
        ),
        p(
          'Il n’est apporté aucune autre modification au règlement de copropriété, dont toutes les stipulations s’appliqueront aux lots nouvellement créés.',
        ),
        p('DONT ACTE sur six pages. Fait et passé aux lieu, jour, mois et an susdits.'),
      ],
    ],
    figures: [],
  },

  // A consolidated règlement brought in line with the ELAN law: the version held is the
  // one the meeting adopted; the original deed is quoted in its heading.
  {
    kind: 'reglement',
    doctype: 3,
    dateISO: '2023-05-16',
    pages: [
      [
        small(
          'Syndicat des copropriétaires de la Résidence Les Marronniers — 3 à 7 rue Gambetta, 59000 Lille',
        ),
        title('RÈGLEMENT DE COPROPRIÉTÉ'),
        p(
          'Version consolidée mise en conformité avec l’article 209 II de la loi n° 2018-1021 du 23 novembre 2018 (dite loi ELAN)',
        ),
        p(
          'Texte adopté par l’assemblée générale du 16 mai 2023 (résolution n° 21), à la majorité de l’article 24. Il remplace, sans en modifier la répartition des charges, le règlement établi suivant acte reçu par Maître VANDAMME, notaire à Lille, le 9 février 1965, et ses modificatifs des 2 octobre 1981 et 14 avril 2006.',
        ),
        heading('CHAPITRE I — DÉSIGNATION ET DIVISION DE L’IMMEUBLE'),
        p(
          'Article 1 — L’ensemble immobilier comprend trois bâtiments élevés sur caves de quatre étages, une cour intérieure et un jardin commun.',
        ),
        p(
          'Article 2 — Parties communes spéciales. Conformément à l’article 6-2 de la loi du 10 juillet 1965, les escaliers et ascenseurs de chaque bâtiment sont parties communes spéciales aux lots qui y sont desservis.',
        ),
      ],
      [
        p(
          'Article 3 — Lots transitoires et parties communes à jouissance privative. Les terrasses du 4e étage des bâtiments B et C sont des parties communes dont la jouissance privative est attachée aux lots 38 et 57.',
        ),
        heading('CHAPITRE II — DESTINATION ET USAGE'),
        p(
          'Article 9 — L’immeuble est destiné à l’habitation bourgeoise. La location meublée de courte durée est soumise aux dispositions de l’article 8 de la loi du 10 juillet 1965.',
        ),
        small('Règlement de copropriété — version du 16/05/2023 — page 2 sur 34'),
      ],
    ],
    figures: [],
  },

  // A dwelling's energy report: the text layer glues « le » to the day; visit day and the
  // validity end (in the future) are other dates.
  {
    kind: 'diagnostic',
    doctype: 4,
    dateISO: '2025-01-17',
    pages: [
      [
        small('ADEME — Observatoire DPE — N° de DPE : 2569E0123456Q — Modèle 3CL-DPE 2021'),
        title('DPE Diagnostic de performance énergétique (logement)'),
        p('Adresse : 18 rue Crébillon, 44000 Nantes — Appartement, 3e étage, lot n° 12'),
        table(
          ['Type de bien', 'Année de construction', 'Surface habitable', 'Propriétaire'],
          ['Appartement', '1936', '58,4 m²', 'M. Yann Le Goff'],
        ),
        p('Date de visite : 14/01/2025          Valable jusqu’au : 16/01/2035'),
        p(
          'Ce diagnostic a été établi le17 janvier 2025 par Atlantique Diagnostics Immobiliers, 6 quai de Versailles, 44000 Nantes.',
        ),
        heading('Performance énergétique et climatique'),
        p('Classe énergie : D (212 kWh/m²/an)          Classe climat : D (41 kg CO2/m²/an)'),
        p(
          'Estimation des coûts annuels d’énergie du logement : entre 1 180 € et 1 640 € par an (prix moyens des énergies indexés au 1er janvier 2021).',
        ),
        small(
          'Diagnostiqueur : Mme Servane Morvan — certification n° C2019-0412 délivrée par Bureau Veritas Certification, valable jusqu’au 27/08/2026.',
        ),
      ],
    ],
    figures: [],
  },

  // A global technical assessment of the common parts: the meeting that ordered it and the
  // works plan it names are other documents.
  {
    kind: 'diagnostic',
    doctype: 4,
    dateISO: '2024-09-05',
    pages: [
      [
        small(
          'BET HABITAT CONSEIL — Bureau d’études techniques — 22 rue Nationale 37000 Tours — SIRET 812 334 019 00027',
        ),
        title(
          'Diagnostic technique global (article L731-1 du code de la construction et de l’habitation)',
        ),
        p(
          'Copropriété : Résidence Val de Loire, 40-44 boulevard Béranger, 37000 Tours — 86 lots dont 52 lots principaux',
        ),
        table(
          ['Rapport', 'Version', 'Date', 'Rédacteur'],
          ['DTG-2024-117', 'Définitive', '05/09/2024', 'L. Chevalier, ingénieur'],
        ),
        p(
          'La réalisation du présent diagnostic a été décidée par l’assemblée générale des copropriétaires du 20 juin 2024. Les visites ont eu lieu les 8 et 9 juillet 2024.',
        ),
        heading('Sommaire'),
        p(
          '1. Analyse de l’état apparent des parties communes et des équipements. 2. État de la situation du syndicat au regard de ses obligations légales. 3. Diagnostic de performance énergétique collectif (DPE). 4. Proposition de plan pluriannuel de travaux (PPT) sur dix ans.',
        ),
      ],
      [
        heading('4. Proposition de plan pluriannuel de travaux'),
        table(
          ['Priorité', 'Travaux', 'Échéance', 'Estimation TTC'],
          ['1', 'Réfection de l’étanchéité des toitures-terrasses', '2025', '148 000 €'],
          ['1', 'Mise en conformité des colonnes électriques', '2026', '62 000 €'],
          ['2', 'Isolation thermique par l’extérieur', '2028', '910 000 €'],
          ['3', 'Remplacement des menuiseries des parties communes', '2031', '44 000 €'],
        ),
        p(
          'Le plan pluriannuel sera soumis au vote de l’assemblée générale qui suit la remise du présent rapport.',
        ),
        small('DTG-2024-117 — Résidence Val de Loire — page 2'),
      ],
    ],
    figures: [],
  },

  // Electricity and gas reports in one file, scanned: inspection day, report day and the
  // end of validity.
  {
    kind: 'diagnostic',
    doctype: 4,
    dateISO: '2025-04-04',
    pages: [
      [
        small('DIAG’EXPERT 13 — 140 avenue du Prado 13008 Marseille — 04 91 00 12 34'),
        title('État de l’installation intérieure d’électricité'),
        p('Arrêté du 28 septembre 2017 — Norme NF C 16-600'),
        table(
          ['Désignation', ''],
          ['Adresse', '61 rue Paradis, 13006 Marseille, 2e étage, lot 9'],
          ['Donneur d’ordre', 'Mme Nadia Bensaïd, propriétaire'],
          ['Date du repérage', '03/04/2025'],
          ['Date d’établissement du rapport', '04/04/2025'],
          ['Durée de validité', '3 ans en cas de vente, soit jusqu’au 03/04/2028'],
        ),
        p(
          'Anomalies relevées : B.3.3.6 a1 — au moins un socle de prise de courant ne comporte pas de broche de terre. B.7.3 a — présence de conducteurs nus accessibles.',
        ),
        p(
          'L’installation intérieure d’électricité comporte une ou des anomalies pour lesquelles il est vivement recommandé d’agir afin d’éliminer les dangers qu’elles présentent.',
        ),
      ],
      [
        title('État de l’installation intérieure de gaz'),
        p('Norme NF P 45-500 de janvier 2013'),
        p(
          'Installation alimentée en gaz naturel — chaudière murale Saunier Duval, année 2009 — table de cuisson.',
        ),
        p(
          'Anomalie A1 : le robinet de commande d’appareil n’est pas accessible. Aucune anomalie de type DGI.',
        ),
        p(
          'Rapport établi à Marseille le 04/04/2025 par M. Fabien Ortega, certifié par ABCIDIA Certification sous le n° 17-0934.',
        ),
      ],
    ],
    figures: [],
    scan: scanned(175, -1.1, 16),
  },

  // The state of risks and pollution: the prefect's orders and their updates are older
  // dates.
  {
    kind: 'diagnostic',
    doctype: 4,
    dateISO: '2025-05-12',
    pages: [
      [
        title('ÉTAT DES RISQUES ET POLLUTIONS'),
        p(
          'Aléas naturels, miniers ou technologiques, sismicité, potentiel radon, sols pollués et bruit',
        ),
        p('Articles L125-5 à L125-7 et R125-23 à R125-27 du code de l’environnement'),
        table(
          [
            'Cet état est établi sur la base des informations mises à disposition par arrêté préfectoral',
            '',
          ],
          ['N° de l’arrêté', '2011-0217'],
          ['Du', '17 février 2011'],
          ['Mis à jour le', '09/03/2023'],
        ),
        p('Situation du bien : 7 quai de la Loire, 45000 Orléans — parcelle AH 0142'),
        table(
          ['Risque', 'Concerné', 'Document'],
          ['Inondation — PPRi Val d’Orléans', 'Oui', 'PPRn approuvé le 20/01/2015'],
          ['Sismicité', 'Zone 1 (très faible)', '—'],
          ['Radon', 'Catégorie 1', '—'],
          ['Retrait-gonflement des argiles', 'Exposition moyenne', '—'],
        ),
        p('Vendeur : SCI ORLÉANS QUAIS, représentée par M. Pierre Lambert'),
        p('Date de réalisation de l’état : 12 mai 2025. Établi à Orléans.'),
        small(
          'Document réalisé par Géorisques Services — ce document ne vaut que pour six mois à compter de sa réalisation.',
        ),
      ],
    ],
    figures: [],
  },

  // A small diagnostician's floor-area certificate, scanned as an image.
  {
    kind: 'diagnostic',
    doctype: 4,
    dateISO: '2025-02-28',
    pages: [
      [
        p(
          'Cabinet Thomas Guillou — Diagnostics immobiliers\n12 rue de Strasbourg — 44000 Nantes — 06 12 34 56 78',
        ),
        title('Certificat de mesurage — Superficie privative (loi Carrez)'),
        p('Loi n° 96-1107 du 18 décembre 1996 — article 46 de la loi du 10 juillet 1965'),
        p(
          'Bien : appartement, lot n° 31, 4e étage gauche, 5 rue Kervégan, 44000 Nantes. Règlement de copropriété du 11 mai 1978.',
        ),
        table(
          ['Pièce', 'Superficie privative', 'Surface non prise en compte'],
          ['Entrée', '4,12 m²', '—'],
          ['Séjour', '21,38 m²', '—'],
          ['Chambre', '11,05 m²', '—'],
          ['Cuisine', '6,74 m²', '—'],
          ['Salle d’eau', '3,96 m²', '—'],
          ['Combles', '—', '5,20 m² (hauteur < 1,80 m)'],
          ['Total', '47,25 m²', '5,20 m²'],
        ),
        p('Superficie privative totale : quarante-sept mètres carrés vingt-cinq.'),
        right('Fait à Nantes, le 28 février 2025\nT. Guillou'),
      ],
    ],
    figures: [],
    scan: scanned(150, 0.9, 24, 'png'),
  },

  // The asbestos file of the common parts: an old building permit and a next inspection
  // already past.
  {
    kind: 'amiante',
    doctype: 5,
    dateISO: '2018-10-11',
    pages: [
      [
        small('NORMANDIE CONTRÔLES BÂTIMENT — Agence de Rouen — 15 rue Jeanne-d’Arc 76000 Rouen'),
        title('DOSSIER TECHNIQUE AMIANTE (DTA)'),
        p('Parties communes — Articles R1334-29-5 et R1334-29-7 du code de la santé publique'),
        table(
          ['Immeuble', '33 rue Beauvoisine, 76000 Rouen'],
          [
            'Propriétaire',
            'Syndicat des copropriétaires, représenté par le cabinet Normandie Syndic',
          ],
          ['Permis de construire', 'délivré le 14/05/1962'],
          ['Date du rapport', '11 octobre 2018'],
          ['Opérateur', 'M. Julien Hébert, certification n° 2016-AM-0381'],
        ),
        heading('Conclusion'),
        p(
          'Dans le cadre de la mission décrite, il a été repéré des matériaux et produits contenant de l’amiante : conduits de fluides en fibres-ciment (liste B) en cave, dalles de sol vinyle-amiante (liste B) dans le local poubelles.',
        ),
      ],
      [
        heading('Évaluation de l’état de conservation'),
        table(
          ['Localisation', 'Matériau', 'Liste', 'État', 'Préconisation'],
          [
            'Caves — couloir',
            'Conduit fibres-ciment',
            'B',
            'Bon état',
            'EP — évaluation périodique',
          ],
          [
            'Local poubelles',
            'Dalles de sol',
            'B',
            'Dégradation locale',
            'AC1 — action corrective de premier niveau',
          ],
        ),
        p(
          'Une nouvelle évaluation de l’état de conservation des matériaux de la liste B devra être réalisée dans un délai de trois ans, soit avant octobre 2021.',
        ),
        p(
          'Le présent dossier doit être tenu à la disposition des occupants et communiqué à toute personne réalisant des travaux dans l’immeuble.',
        ),
      ],
    ],
    figures: [],
  },

  // An asbestos report before a sale of one flat, scanned as an image.
  {
    kind: 'amiante',
    doctype: 5,
    dateISO: '2025-03-18',
    pages: [
      [
        small('AB DIAGNOSTICS — 9 rue de la République 84000 Avignon'),
        title('Rapport de repérage des matériaux et produits contenant de l’amiante'),
        p('Avant vente — liste A et liste B — article R1334-15 du code de la santé publique'),
        p('Rapport n° 25-0318-AM du 18/03/2025'),
        table(
          ['Bien', 'Appartement T3, lot 14, 2e étage, 11 rue Carreterie, 84000 Avignon'],
          ['Année du permis de construire', '1958'],
          ['Date de la visite', '18/03/2025'],
          ['Accompagnateur', 'M. Paul Fabre, vendeur'],
        ),
        p(
          'Conclusion : il n’a pas été repéré de matériaux et produits contenant de l’amiante dans les parties visitées.',
        ),
        p(
          'Locaux non visités : cave n° 6 (clé non fournie). Une visite complémentaire est à prévoir.',
        ),
        p('Opérateur : Mme Lucie Roche, certification LCC Qualixpert n° C1873.'),
      ],
    ],
    figures: [],
    scan: scanned(180, -1.4, 15, 'png'),
  },

  // A lead report whose validity ends in the future.
  {
    kind: 'plomb',
    doctype: 6,
    dateISO: '2024-11-07',
    pages: [
      [
        small('IMMO-CONTRÔLE PICARDIE — 3 rue des Trois-Cailloux 80000 Amiens'),
        title('CONSTAT DE RISQUE D’EXPOSITION AU PLOMB (CREP)'),
        p(
          'Articles L1334-5 à L1334-10 et R1334-10 à R1334-12 du code de la santé publique — arrêté du 19 août 2011',
        ),
        table(
          ['Dossier', 'Date du constat', 'Appareil'],
          [
            'CREP-24-1107-02',
            '07/11/2024',
            'Fluorescence X — Niton XLp 300, source Cd109 chargée le 12/02/2024',
          ],
        ),
        p(
          'Bien : maison de ville en copropriété horizontale, lot n° 2, 27 rue Saint-Leu, 80000 Amiens — construction antérieure au 1er janvier 1949.',
        ),
        p(
          'Nombre d’unités de diagnostic : 96. Classe 0 : 71 ; classe 1 : 14 ; classe 2 : 9 ; classe 3 : 2.',
        ),
      ],
      [
        heading('Conclusion'),
        p(
          'Des revêtements contenant du plomb à une concentration supérieure ou égale au seuil de 1 mg/cm² ont été mis en évidence (classe 3 : volets de la chambre 2). Le propriétaire doit procéder sans attendre à des travaux appropriés.',
        ),
        p(
          'En cas de vente, le présent constat a une durée de validité d’un an, soit jusqu’au 06/11/2025.',
        ),
        right('Fait à Amiens, le 7 novembre 2024\nL’opérateur de repérage : C. Lefebvre'),
      ],
    ],
    figures: [],
  },

  // A maintenance log exported from a syndic's software: the works and contracts carry
  // their own dates, one a contract's end in the future.
  {
    kind: 'carnet',
    doctype: 7,
    dateISO: '2025-04-09',
    pages: [
      [
        small('CITÉA GESTION — Logiciel de gestion de copropriété — édition du 09/04/2025'),
        title('Carnet d’entretien de l’immeuble'),
        p(
          'Décret n° 2001-477 du 30 mai 2001 — Immeuble : 56 rue Oberkampf 75011 Paris — n° d’immatriculation AC4-512-908',
        ),
        heading('1. Identification'),
        table(
          ['Syndic en exercice', 'Citéa Gestion, mandat du 12/06/2024 au 30/06/2027'],
          ['Assurance multirisque', 'MMA IARD, police n° 124 558 301, échéance le 01/01/2026'],
          ['Année de construction', '1908'],
        ),
        heading('2. Travaux importants réalisés'),
        table(
          ['Date de réception', 'Nature des travaux', 'Entreprise', 'Garantie'],
          ['15/10/2019', 'Ravalement de la façade sur rue', 'Façades de l’Est', 'Décennale'],
          ['22/03/2021', 'Remplacement de la chaudière collective', 'Thermi-Services', 'Biennale'],
          ['07/11/2023', 'Réfection de la couverture zinc', 'Couvreurs Réunis', 'Décennale'],
        ),
      ],
      [
        heading('3. Contrats d’entretien et de maintenance'),
        table(
          ['Équipement', 'Prestataire', 'Début', 'Fin'],
          ['Ascenseur', 'Otis', '01/01/2022', '31/12/2026'],
          ['Chaufferie', 'Thermi-Services', '01/10/2021', '30/09/2025'],
          ['Désinsectisation', 'Hygiène 75', '01/04/2024', 'Reconductible'],
        ),
        heading('4. Diagnostics'),
        p(
          'Dossier technique amiante du 5 février 2004, mis à jour en 2017. Diagnostic technique global : non réalisé.',
        ),
        small('Carnet d’entretien — 56 rue Oberkampf — 2/2'),
      ],
    ],
    figures: [],
  },

  // An old surveyor's plan of one floor, scanned as an image.
  {
    kind: 'plans',
    doctype: 8,
    dateISO: '1971-06-14',
    pages: [
      [
        title('PLAN DU 3ème ÉTAGE'),
        p('Immeuble 21 rue des Martyrs — 75009 PARIS'),
        table(
          ['Lot', 'Désignation', 'Surface approx.'],
          ['34', 'Appartement de 3 pièces — porte face', '61 m²'],
          ['35', 'Appartement de 2 pièces — porte gauche', '38 m²'],
          ['36', 'Chambre de service', '9 m²'],
        ),
        p('[ séjour ]—[ chambre ]—[ chambre ]      [ palier ]      [ cuisine ]—[ s. de bains ]'),
        p('Échelle : 1/100e          Annexé à l’état descriptif de division'),
        p('Dressé par R. MOREAU, géomètre-expert DPLG, 8 rue Laffitte, Paris 9e, le 14/06/1971'),
      ],
    ],
    figures: [],
    scan: scanned(160, 1.3, 26, 'png'),
  },

  // The registry's attestation: registration day, last update and the closed year's end
  // are other dates than the day it was issued.
  {
    kind: 'immatriculation',
    doctype: 9,
    dateISO: '2025-05-15',
    pages: [
      [
        small('RÉPUBLIQUE FRANÇAISE — Agence nationale de l’habitat'),
        title('Registre national d’immatriculation des copropriétés'),
        heading('Attestation d’immatriculation'),
        p(
          'Le teneur du registre atteste que le syndicat de copropriétaires désigné ci-dessous est immatriculé au registre national des copropriétés.',
        ),
        table(
          ['Numéro d’immatriculation', 'AB1-234-567'],
          ['Nom d’usage', 'RÉSIDENCE DU PARC MONTSOURIS'],
          ['Adresse', '12 rue Gazan 75014 Paris'],
          ['Date d’immatriculation', '12/03/2018'],
          ['Date de la dernière mise à jour', '08/01/2025'],
          ['Dernier exercice comptable clos', '31/12/2023'],
          ['Nombre de lots à usage d’habitation, de bureaux ou de commerces', '48'],
          ['Représentant légal', 'NEOGESTION SYNDIC'],
        ),
        p('Attestation délivrée le 15/05/2025.'),
        small(
          'Cette attestation est délivrée sous réserve de l’exactitude des informations déclarées par le représentant légal. www.registre-coproprietes.gouv.fr',
        ),
      ],
    ],
    figures: [],
  },

  // The registry's public page printed from a browser: the data's day is its own; the
  // approving meeting and the year's bounds are other dates.
  {
    kind: 'immatriculation',
    doctype: 9,
    dateISO: '2024-10-02',
    pages: [
      [
        small('02/10/2024 11:47                    Registre des copropriétés — Annuaire'),
        title('Fiche de la copropriété'),
        p(
          'Données publiques issues du registre national d’immatriculation des copropriétés, à jour au 2 octobre 2024.',
        ),
        table(
          ['Rubrique', 'Valeur'],
          ['Numéro d’immatriculation', 'AD7-905-113'],
          ['Nom', 'LES TERRASSES DU PORT'],
          ['Adresse', '4 quai Duguay-Trouin, 35400 Saint-Malo'],
          ['Période de construction', 'de 1961 à 1974'],
          ['Nombre total de lots', '112'],
          ['Dont lots à usage d’habitation', '74'],
          ['Type de syndic', 'Professionnel'],
          ['Exercice comptable', 'du 01/07/2023 au 30/06/2024'],
          ['Date de l’AG ayant approuvé les comptes', '14/06/2024'],
        ),
        small('https://www.registre-coproprietes.gouv.fr/annuaire/AD7-905-113                1/1'),
      ],
    ],
    figures: [],
  },

  // A big syndic's fiche synthétique: the year it reports on and the last meeting are
  // older dates.
  {
    kind: 'fiche-synthetique',
    doctype: 1,
    dateISO: '2025-03-31',
    pages: [
      [
        small('ORÉA SYNDIC — Direction régionale Sud — 5 rue Sainte-Catherine 13001 Marseille'),
        title('FICHE SYNTHÉTIQUE DE LA COPROPRIÉTÉ'),
        p(
          'Article 8-2 de la loi n° 65-557 du 10 juillet 1965 — décret n° 2016-1822 du 21 décembre 2016',
        ),
        p('Fiche établie le 31/03/2025'),
        heading('Identification'),
        table(
          ['Nom', 'Résidence Les Calanques'],
          ['Adresse', '88 boulevard de la Corderie 13007 Marseille'],
          ['N° d’immatriculation', 'AF2-118-604'],
          ['Date du règlement de copropriété', '06/11/1969'],
        ),
        heading('Organisation juridique'),
        table(
          ['Type de syndic', 'Professionnel'],
          ['Syndic', 'Oréa Syndic, mandat jusqu’au 30/06/2026'],
        ),
        heading('Caractéristiques techniques'),
        table(
          ['Nombre de lots', '137 dont 92 lots principaux'],
          ['Chauffage', 'Individuel gaz'],
          ['Ascenseurs', '2'],
        ),
        heading('Caractéristiques financières'),
        table(
          ['Exercice', 'du 01/01/2024 au 31/12/2024'],
          ['Assemblée générale ayant approuvé les comptes de l’exercice 2023', '12/06/2024'],
          ['Charges pour opérations courantes', '218 406 €'],
          ['Montant du fonds de travaux', '61 920 €'],
        ),
      ],
    ],
    figures: [],
  },
];
