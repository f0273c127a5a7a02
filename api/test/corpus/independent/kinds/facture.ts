import type { DocumentSpec } from '../../spec';
import { p, right, scanned, small, table, title } from '../blocks';

/** Invoices: the invoice's date, not the work's nor the due date. */
export const facture: DocumentSpec[] = [
  {
    // plumber: work done before, due date after
    kind: 'facture',
    doctype: 10,
    dateISO: '2025-03-14',
    pages: [
      [
        p(
          'PLOMBERIE DU VIEUX-LYON — Sarl Martins & Fils\n7 rue Saint-Jean, 69005 Lyon\nSIRET 789 456 123 00018 — TVA FR 45 789456123',
        ),
        right(
          'Syndicat des copropriétaires LE DOMAINE DES CÈDRES\nreprésenté par son syndic SOGEPRIM GESTION\n112 cours Lafayette, 69003 Lyon',
        ),
        title('FACTURE N° 2025-0312'),
        table(
          ['Date', 'Échéance', 'Bon de commande'],
          ['14/03/2025', '13/04/2025', 'BC-0457-2025-018'],
        ),
        p('Intervention du 06/03/2025 : recherche de fuite sur colonne d’eau froide, bâtiment B.'),
        table(
          ['Désignation', 'Qté', 'P.U. HT', 'Total HT'],
          ['Main d’œuvre (heures)', '3', '62,00', '186,00'],
          ['Manchon de réparation cuivre 28 mm', '2', '18,50', '37,00'],
          ['Déplacement', '1', '35,00', '35,00'],
        ),
        p('Total HT : 258,00 € — TVA 10 % : 25,80 € — Total TTC : 283,80 €'),
        small(
          'Pénalités de retard : trois fois le taux d’intérêt légal. Indemnité forfaitaire pour frais de recouvrement : 40 €.',
        ),
      ],
    ],
    figures: [],
  },
  {
    // syndic's fee for the état daté, the pré-état daté and the questionnaire named
    kind: 'facture',
    doctype: 10,
    dateISO: '2025-05-22',
    pages: [
      [
        small('HAUSSMANN PATRIMOINE SYNDIC — 21 rue de Rome, 75008 Paris — RCS Paris 531 002 774'),
        right('M. Olivier Marchand\n9 rue de Lévis, lot 44\n75017 Paris'),
        title('Facture d’honoraires n° HON-ED-2025-0147 du 22 mai 2025'),
        p(
          'Établissement de l’état daté (article 5 du décret du 17 mars 1967) à la suite de la réception du pré-état daté et du questionnaire du notaire, vente du lot 44.',
        ),
        table(['Prestation', 'HT', 'TVA 20 %', 'TTC'], ['État daté', '316,67', '63,33', '380,00']),
        p('Montant imputé sur votre compte copropriétaire, payable à la signature de l’acte.'),
      ],
    ],
    figures: [],
  },
  {
    // lift maintenance for a quarter, dotted dates, scanned
    kind: 'facture',
    doctype: 10,
    dateISO: '2025-02-01',
    pages: [
      [
        p('ASCENSEURS MÉDITERRANÉE — 90 boulevard de Paris, 13003 Marseille'),
        title('FACTURE'),
        table(
          ['N°', 'Date de facture', 'Échéance', 'Client'],
          ['AM-25-00871', '01.02.2025', '03.03.2025', 'SDC Les Jardins de Provence'],
        ),
        p(
          'Contrat d’entretien complet n° 13-0231 — période du 01/01/2025 au 31/03/2025 — appareils A et B.',
        ),
        table(
          ['Désignation', 'Montant HT'],
          ['Entretien appareil A', '1 245,00'],
          ['Entretien appareil B', '1 245,00'],
        ),
        p('Total HT 2 490,00 — TVA 10 % 249,00 — Net à payer 2 739,00 €'),
      ],
    ],
    figures: [],
    scan: scanned(170, 1.1, 17),
  },
  {
    // diagnostician's invoice naming the DPE, the CREP and the asbestos report, scanned to PNG
    kind: 'facture',
    doctype: 10,
    dateISO: '2024-11-08',
    pages: [
      [
        p('Diagnostics Bellecour — 3 place Bellecour, 69002 Lyon — SIRET 901 234 567 00011'),
        title('Facture du 8 novembre 2024 — n° DB-2024-1187'),
        p('Client : M. Arnaud Leclerc — 18 rue Garibaldi, 69006 Lyon — lot 27'),
        p('Date de la mission : 05/11/2024'),
        table(
          ['Prestation', 'Montant TTC'],
          ['Diagnostic de performance énergétique', '150,00'],
          ['Constat de risque d’exposition au plomb (CREP)', '120,00'],
          ['Repérage amiante avant vente', '110,00'],
          ['Total', '380,00'],
        ),
        p('Réglée par carte bancaire le jour de la visite.'),
      ],
    ],
    figures: [],
    scan: scanned(150, -0.4, 23, 'png'),
  },
  {
    // energy bill of the common parts: issued, period and due date, day and month both ≤ 12
    kind: 'facture',
    doctype: 10,
    dateISO: '2025-06-05',
    pages: [
      [
        small('Énergie Plus Fournisseur — service clients professionnels'),
        title('Facture d’électricité — parties communes'),
        p('Facture n° 1002345678 émise le 05/06/2025'),
        p('Site : 6 rue du Commerce, 37000 Tours — Point de livraison 2145 6789 0123 45'),
        p('Période de consommation : du 03/04/2025 au 02/06/2025 — 612 kWh'),
        table(
          ['Poste', 'HT', 'TVA', 'TTC'],
          ['Abonnement', '28,40', '1,56', '29,96'],
          ['Consommation', '98,12', '19,62', '117,74'],
          ['Taxes et contributions', '22,19', '4,44', '26,63'],
        ),
        p('Montant à payer : 174,33 € avant le 20/06/2025 (prélèvement automatique).'),
      ],
    ],
    figures: [],
  },
];
