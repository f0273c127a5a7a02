import path from 'node:path';
import { classifyText } from '../src/services/document-reading/type-and-date/classify';
import { DATE_RULES } from '../src/services/document-reading/type-and-date/date-rules';
import { findDocumentDate } from '../src/services/document-reading/type-and-date/find-date';
import { findDates } from '../src/services/document-reading/type-and-date/french-dates';
import { documentText, readDocument, readingOfText } from '../src/services/document-reading/read';
import { normalizeText, unglue } from '../src/services/document-reading/type-and-date/normalize';
import { createOcr, type Ocr } from '../src/services/document-reading/extract/ocr';
import { TYPE_RULES } from '../src/services/document-reading/type-and-date/type-rules';
import { loadCorpus } from './corpus/render';
import { CORPUS_TODAY } from './corpus/spec';

const TODAY = new Date(`${CORPUS_TODAY}T12:00:00Z`);
const days = (text: string) => findDates(unglue(normalizeText(text))).map(({ iso }) => iso);

describe('type rules (each with a passing and a failing case)', () => {
  it.each(TYPE_RULES.map((rule) => [rule.kind, rule] as const))('%s', (_kind, rule) => {
    expect(classifyText(rule.example).kind).toBe(rule.kind);
    expect(classifyText(rule.counterExample).kind).not.toBe(rule.kind);
  });

  // Other titles syndics, the national register, diagnosticians and notaries give these
  // families: each wording is read as its family, each near miss (the family named in a
  // sentence or in passing under another title) is not.
  const WORDINGS: Array<[string, string]> = [
    [
      'ÉTAT DE L’INSTALLATION INTÉRIEURE D’ÉLECTRICITÉ\nNorme NF C 16-600. Date du repérage : 4 mars 2025. Durée de validité : 3 ans',
      'diagnostic',
    ],
    [
      'État des installations intérieures de gaz\nOpérateur : M. Faure. Anomalies : aucune',
      'diagnostic',
    ],
    [
      'Registre national des copropriétés — Mise à jour annuelle\nN° AA0066542. Le télédéclarant certifie l’exactitude des données.',
      'immatriculation',
    ],
    ['Récépissé de dépôt\nCopropriété Les Tilleuls, n° AB1234567', 'immatriculation'],
    [
      'Renseignements fournis au notaire\nFonds de roulement versé par le vendeur : 300,00 €. Honoraires état daté : 360,00 €',
      'questionnaire-syndic',
    ],
    [
      'Fiche de renseignements — mutation du lot 17\nTravaux votés non appelés : néant',
      'questionnaire-syndic',
    ],
    [
      'Information aux copropriétaires\nLe second appel de fonds travaux sera adressé fin août. Merci de libérer le local vélos.',
      'courrier',
    ],
    ['Note d’information\nNous vous informons que l’ascenseur sera arrêté lundi.', 'courrier'],
    [
      'Assemblée générale extraordinaire — Avis de convocation\nNous vous convoquons le 28 avril. Ordre du jour unique : ravalement.',
      'convocation-ag',
    ],
    // a text layer glued two words of the title
    [
      'Etat descriptifde division\nLot 1 — Appartement — quote-part parties communes 412/10000',
      'reglement',
    ],
    [
      'Paris, le 10 mars 2025\nMISE EN DEMEURE\nMadame, votre compte présente un solde débiteur de 1 245,60 €.',
      'courrier',
    ],
    [
      'Deuxième relance\nMadame, sauf erreur de notre part, votre appel du 1er avril reste impayé.',
      'courrier',
    ],
    [
      'Appel de charges — 2e trimestre 2025\nMerci de bien vouloir régler 412,50 €.',
      'appel-de-fonds',
    ],
    [
      'Régularisation des charges — exercice 2024\nVotre quote-part : 1 204,33 € ; charges courantes.',
      'decompte-de-charges',
    ],
    [
      'Attestation de surface habitable (loi Boutin)\nSéjour 22,15 m² — total 54,30 m²',
      'diagnostic',
    ],
    ['SOUS-SOL — PLAN DES CAVES\nCaves n° 21 à 38. Échelle 1/50. Dressé par M. Roux', 'plans'],
    [
      'RENSEIGNEMENTS À FOURNIR PAR LE SYNDIC\n[X] Travaux votés : ascenseur\n[ ] Plan pluriannuel de travaux adopté',
      'questionnaire-syndic',
    ],
    [
      'Note d’honoraires n° 2025-0418\nDate de facture : 22.04.2025. Établissement de l’état daté 380,00 €',
      'facture',
    ],
    // an e-mailed notice headed by the meeting it calls, with its hour
    [
      'De : Cabinet Vauban — Envoyé : vendredi 24 mai 2024\nAssemblée générale ordinaire du mardi 18 juin 2024 à 18 h 30\nFormulaire de vote par correspondance joint.',
      'convocation-ag',
    ],
    // eighth tuning batch (ADR 058): quotes, credit notes, an invoice numbered after its
    // firm's name; contracts, work orders, acceptance reports, proxies, certificates,
    // e-mails and notices to every owner are letters; an extranet's ledger screen
    ['DEVIS N° D-4471\nRéfection faîtage 3 200,00. Devis valable trois mois.', 'facture'],
    ['AVOIR N° AV-2025-012 DU 05/02/2025\nAnnule la facture n° F-2025-031.', 'facture'],
    [
      'ASCENSEURS DU SUD — Facture 24/0788 — Date : 01.07.2024\nContrat de maintenance — période du 01.07.2024 au 30.09.2024\nEntretien trimestriel 642,00',
      'facture',
    ],
    [
      'CONTRAT DE SYNDIC\nDésigné par l’assemblée générale, président de séance : M. Roux (résolution n° 9).',
      'courrier',
    ],
    ['ORDRE DE SERVICE N° 3\nL’entreprise est invitée à démarrer les travaux.', 'courrier'],
    [
      'PROCÈS-VERBAL DE RÉCEPTION DES TRAVAUX\nLa réception est prononcée avec réserves. Adoptée par les parties.',
      'courrier',
    ],
    [
      'POUVOIR\nJe soussigné M. Carlier donne pouvoir à Mme Petit pour me représenter à l’assemblée générale.',
      'courrier',
    ],
    [
      'ATTESTATION\nJe soussignée atteste que M. Garnier est à jour de ses charges. Délivrée pour servir et valoir ce que de droit.',
      'courrier',
    ],
    [
      'MAAF Assurances\nAttestation d’assurance multirisque immeuble\nContrat n° 7712345.',
      'courrier',
    ],
    [
      'From: Syndic <contact@syndic.fr>\nSent: Tuesday, February 4, 2025\nSubject: RE: Badge d’accès\nMonsieur, votre badge est disponible.',
      'courrier',
    ],
    [
      'Syndic bénévole — Résidence Les Acacias\nÀ l’attention de tous les copropriétaires\nLes encombrants ne sont pas ramassés.',
      'courrier',
    ],
    [
      'Strasbourg, le lundi 2 décembre 2024\nMonsieur, le chauffagiste interviendra mercredi.\nCordialement, la gestionnaire.',
      'courrier',
    ],
    [
      'Mon espace copropriétaire — 02/04/2025 14:32\nMes opérations\n01/01/2025 Appel de fonds T1 2025 520,00\nSolde au 31/03/2025 : 300,00 débiteur',
      'releve-de-compte',
    ],
  ];
  const NEAR_MISSES: Array<[string, string]> = [
    [
      'CARNET D’ENTRETIEN\nLe diagnostic électricité des parties communes est à jour.\nContrat d’entretien ascenseur.',
      'diagnostic',
    ],
    [
      'FICHE SYNTHÉTIQUE\nRegistre national des copropriétés : n° AB1234567. Nombre de lots : 12',
      'immatriculation',
    ],
    [
      'PROCÈS-VERBAL D’ASSEMBLÉE GÉNÉRALE\nLe syndic a transmis les renseignements au notaire. Résolution n° 3 adoptée.',
      'questionnaire-syndic',
    ],
    [
      'APPEL DE FONDS\nInformation aux copropriétaires : total de l’appel 612,00 €. Merci de bien vouloir régler.',
      'courrier',
    ],
    [
      'PROCÈS-VERBAL D’ASSEMBLÉE GÉNÉRALE\nSur avis de convocation adressé le 10 mars, les copropriétaires se sont réunis. Résolution n° 1 adoptée.',
      'convocation-ag',
    ],
    [
      'RELEVÉ DE COMPTE\nSuite à notre mise en demeure du 3 mars. Solde débiteur au 30/06/2025 : 120,00',
      'courrier',
    ],
    [
      'RELEVÉ DE COMPTE\n01/04/2025 Appel de charges 2T 2025 512,35\nSolde débiteur au 30/06/2025 : 512,35',
      'appel-de-fonds',
    ],
    [
      'APPEL DE FONDS\nLa régularisation des charges de l’exercice 2024 est incluse. Total de l’appel : 612,00 €',
      'decompte-de-charges',
    ],
    ['FICHE SYNTHÉTIQUE\nSurface habitable totale : 3 400 m². Nombre de lots : 48', 'diagnostic'],
    // an annex to another document is not an accounting annex
    ['Annexe n° 3 au règlement de copropriété\nCaves. Échelle 1/50', 'annexes-comptables'],
    // a form's tick box names what it asks about, not the document
    [
      '☐ Diagnostic de performance énergétique collectif réalisé\n☒ Travaux votés : toiture',
      'diagnostic',
    ],
    // minutes that give the meeting's hour under their title stay minutes
    [
      'PROCÈS-VERBAL\nAssemblée générale ordinaire du 12 juin 2024 à 18 h\nPrésident de séance : Mme Roux. Résolution n° 1 adoptée.',
      'convocation-ag',
    ],
    // a works' acceptance report is not the minutes of a meeting
    [
      'PROCÈS-VERBAL DE RÉCEPTION DES TRAVAUX\nVisite de réception du 23/05/2025. Fait contradictoirement à Reims.',
      'pv-ag',
    ],
    // a table's row naming a contract is not a contract's title
    [
      'Assemblée Générale Ordinaire du jeudi 3 avril 2025\nRésolution Pour Contre Décision\nContrat d’entretien des espaces verts 5 102 2 016 0 adoptée\nL’assemblée s’est tenue le 03.04.2025.',
      'courrier',
    ],
    // a blank proxy attached to a notice does not make the notice a letter
    [
      'Rennes, le 5 mai 2024\nChers voisins, je vous convoque à l’assemblée générale. Ordre du jour : comptes.\nPOUVOIR\nJe soussigné(e) …, donne pouvoir à …',
      'courrier',
    ],
    // « ATTESTATION » alone heads certificates of other families
    [
      'ATTESTATION\nd’immatriculation au registre national des copropriétés\nDélivrée le 3 mai 2024. N° AB1234567.',
      'courrier',
    ],
    [
      'ATTESTATION\nde superficie privative (loi Carrez)\nSéjour 22,15 m². Date de la visite : 3 mai 2024.',
      'courrier',
    ],
    // a ledger row naming a call, after its day, is not a call's title
    [
      'Mes opérations\n01/01/2025 Appel de fonds T1 2025 520,00\n15/01/2025 Prélèvement 520,00',
      'appel-de-fonds',
    ],
  ];

  it.each(WORDINGS)('reads « %s » as %s', (text, kind) => {
    expect(classifyText(text).kind).toBe(kind);
  });

  it.each(NEAR_MISSES)('does not read « %s » as %s', (text, kind) => {
    expect(classifyText(text).kind).not.toBe(kind);
  });

  it('does not take a family named inside a sentence for the title', () => {
    const notice = (line: string) =>
      classifyText(
        `Copropriété du 7 rue des Lices — Angers\n${line}\nHervé Tessier, syndic bénévole`,
      );
    expect(notice('Le second appel de fonds travaux sera adressé fin août.').kind).not.toBe(
      'appel-de-fonds',
    );
    // the same words as a short title line are one
    expect(notice('Second appel de fonds travaux').kind).toBe('appel-de-fonds');
  });

  it('reads a letter’s subject line as the title of the document it carries', () => {
    const letter = (subject: string, body: string) =>
      classifyText(
        `Cabinet Berthier\nAnnecy, le 18 mars 2025\nObjet : ${subject}\nMadame, ${body}\nNous vous prions d’agréer nos salutations distinguées.`,
      ).kind;
    expect(
      letter('appel de provisions — 2e trimestre', 'merci de bien vouloir régler 433,13 €.'),
    ).toBe('appel-de-fonds');
    expect(letter('convocation — copropriété du 6 rue du Commerce', 'vous êtes convoquée.')).toBe(
      'convocation-ag',
    );
    // a subject naming no family stays a letter
    expect(letter('travaux de la cage d’escalier', 'les travaux commencent lundi.')).toBe(
      'courrier',
    );
    // a letter that answers a notary's questionnaire carries its answers
    expect(
      letter(
        'vente Chevalier / Morel — lot 112 — réponse à votre questionnaire du 02/06/2025',
        'le fonds de travaux s’élève à 11 300,00 €.',
      ),
    ).toBe('questionnaire-syndic');
    expect(letter('votre questionnaire', 'nous y répondrons sous huit jours.')).toBe('courrier');
  });

  it('knows an annexe by its number and a décompte individuel without « de charges »', () => {
    expect(
      classifyText(
        'Annexe 3 — Compte de gestion pour opérations courantes\nExercice clos le 31/12/2024',
      ).kind,
    ).toBe('annexes-comptables');
    expect(
      classifyText('DÉCOMPTE INDIVIDUEL — EXERCICE 2022\nPériode du 01/01/2022 au 31/12/2022').kind,
    ).toBe('decompte-de-charges');
    expect(classifyText('Voir annexe au règlement de copropriété\nPlan du 2e étage').kind).not.toBe(
      'annexes-comptables',
    );
  });

  it('reads a title opening one part of a long letterhead or reference line', () => {
    const letter = (line: string) =>
      classifyText(
        `Cabinet Plantagenêt — syndic de copropriété — 72000 Le Mans\nLe Mans, le 04/06/2025\n${line}\nMadame, veuillez trouver ci-dessous le détail.`,
      ).kind;
    expect(letter('Réf. ÉPERON 6 — lots 3 et 19 — appel du 1er juillet 2025')).toBe(
      'appel-de-fonds',
    );
    expect(
      letter(
        'Copropriété LE PÂQUIER — lots 21 et 64 — appel de fonds n° 2 de l’exercice 2025/2026',
      ),
    ).toBe('appel-de-fonds');
    // a part that is a sentence names a family in passing
    expect(
      letter(
        'Copropriété LE PÂQUIER — le second appel de fonds des travaux vous sera adressé fin août prochain sans faute.',
      ),
    ).not.toBe('appel-de-fonds');
  });

  it('knows a letter’s own titles: « Vos charges de l’exercice », « Mon compte », an état daté answered', () => {
    expect(classifyText('Arras, le 25/03/2025\nVos charges de l’exercice 2024\nLot 3').kind).toBe(
      'decompte-de-charges',
    );
    expect(
      classifyText(
        'KOPRO.NET — syndic en ligne\nMon compte — 58 rue Oberkampf\nDate Opération Débit',
      ).kind,
    ).toBe('releve-de-compte');
    expect(
      classifyText(
        'Versailles, le 27 juin 2025\nObjet : votre demande d’état daté du 10 juin 2025 — lot 23\nMaître, le fonds de roulement versé s’élève à 300,00 €.',
      ).kind,
    ).toBe('questionnaire-syndic');
  });

  it('knows the papers of a seller of several lots: « Votre appel de charges », « Renseignements pour la vente », a syndic’s letter to the notary, « Voici votre décompte »', () => {
    expect(
      classifyText(
        'SYNDIC-EN-LIGNE — avis émis le 2024-12-10\nVotre appel de charges du 2025-01-01\nLot 4 Lot 31 Vos lots',
      ).kind,
    ).toBe('appel-de-fonds');
    expect(
      classifyText(
        'CABINET RIVES — Nantes, le 02/06/2025\nRENSEIGNEMENTS POUR LA VENTE DES LOTS 3 ET 17\n2023 2024 2025\nBudget voté de l’immeuble 61 000,00 63 500,00',
      ).kind,
    ).toBe('questionnaire-syndic');
    expect(
      classifyText(
        'CABINET MARCHAND\nMaître Anne Roy\nRouen, le 3 juin 2025\nObjet : Résidence Les Charmes — vente des lots 2 et 9\nMaître,\nAucune provision n’est exigible impayée. Les appels des 1er juillet et 1er octobre restent à appeler, non encore exigibles. Honoraires de l’état daté : 380,00 €.',
      ).kind,
    ).toBe('questionnaire-syndic');
    expect(
      classifyText(
        'Copropriété Les Saules — syndic bénévole\nComptes de l’année 2024 (1er janvier – 31 décembre 2024)\nMadame,\nVoici votre décompte, qui sera soumis à l’assemblée.\nProvisions versées — quote-part des lots 2 et 5 : 1 920,00 €\nCharges réelles — quote-part des lots 2 et 5 : 1 954,12 €\nReste à votre charge : 34,12 €',
      ).kind,
    ).toBe('decompte-de-charges');
  });

  it('knows a call without title by what it asks, a ledger by its columns, état daté answers by their parts', () => {
    // a call sent as a letter: no title, the amount called and the quarter's provision
    expect(
      classifyText(
        'CABINET ROUSSEL\nAvignon, le 13 juin 2025\nNous vous prions de bien vouloir régler les sommes suivantes :\nProvision du 3e trimestre (1/4) 682,40\nMontant appelé 714,60',
      ).kind,
    ).toBe('appel-de-fonds');
    // a ledger titled by its owner, read by its header
    expect(
      classifyText(
        'Résidence LES HORTENSIAS — syndic bénévole\nCompte de Mme Le Berre — lot 4\nDate Libellé Débit Crédit Solde\n01/07/2024 Provisions 1er trim. 354,60',
      ).kind,
    ).toBe('releve-de-compte');
    // « Ce qui reste à payer » closes a ledger; it is no call
    expect(
      classifyText(
        'Date Libellé Débit Crédit Solde\n01/04/2025 Provisions 4e trim. 354,60\nCe qui reste à payer 354,60',
      ).kind,
    ).toBe('releve-de-compte');
    expect(
      classifyText(
        'La Petite Venise — syndic bénévole\nComptes de l’année 2024 et budgets\nDépenses Réalisé 2023 Budget 2024 Réalisé 2024',
      ).kind,
    ).toBe('annexes-comptables');
    expect(
      classifyText(
        'ESTUAIRE GESTION\nRÉPARTITION INDIVIDUELLE DES CHARGES — EXERCICE DU 01/04/2024 AU 31/03/2025\nLot Clé Tantièmes',
      ).kind,
    ).toBe('decompte-de-charges');
    expect(
      classifyText(
        'CABINET FOREZ GESTION\nINFORMATIONS FINANCIÈRES POUR LA MUTATION DE LOTS\nI-A — Sommes dues par le vendeur au syndicat\nTrésorerie ; fournisseurs',
      ).kind,
    ).toBe('questionnaire-syndic');
    // the minutes that vote a call do not become one
    expect(
      classifyText(
        'PROCÈS-VERBAL DE L’ASSEMBLÉE GÉNÉRALE\nRésolution n° 4 : le montant appelé au titre des travaux sera exigible le 1er juillet. Adoptée.',
      ).kind,
    ).toBe('pv-ag');
  });

  it('knows what software and volunteers title in their own words (thirteenth round)', () => {
    expect(
      classifyText(
        'CABINET MERCIER\nDijon, le 10/06/2025\nRenseignements sur la copropriété — cession du lot 19\nImmeuble Lot 19',
      ).kind,
    ).toBe('questionnaire-syndic');
    // a letter to the notary, its subject the sale, its body the answers
    expect(
      classifyText(
        'ÉTUDE LASSERRE\nPau, le 17 avril 2025\nObjet : Résidence Les Jardins — vente du lot 9 par Mme Cazenave\nMaître,\nEn réponse à votre demande du 8 avril, voici les renseignements concernant le lot 9. Seul reste à appeler le trimestre du 1er juillet. Nos honoraires pour l’état daté s’élèveront à 360,00 €.',
      ).kind,
    ).toBe('questionnaire-syndic');
    // a letter answering another demand is still a letter
    expect(
      classifyText(
        'ÉTUDE LASSERRE\nPau, le 17 avril 2025\nObjet : votre dégât des eaux\nMadame,\nEn réponse à votre demande du 8 avril, voici les coordonnées de l’assureur.',
      ).kind,
    ).toBe('courrier');
    expect(
      classifyText(
        'Copropriété Le Clos Fleuri — syndic bénévole\nColmar, le 20/02/2025\nComptes 2024 (du 01/01/2024 au 31/12/2024) — pour l’assemblée\nPoste Budget 2024 Réel 2024',
      ).kind,
    ).toBe('annexes-comptables');
    expect(
      classifyText(
        'Copropriété du 12 rue du Pont-Neuf — syndic bénévole\nAgen, le 17/02/2025\nDécompte 2024 — Mme Josette Daubas, lots 2 et 7\nProvisions versées 2024 3168.00 Charges réelles 2024 3278.51',
      ).kind,
    ).toBe('decompte-de-charges');
  });

  it('knows regional syndics’ titles and subjects that wrap (fourteenth round)', () => {
    expect(
      classifyText(
        'ICARE-COPRO 3.1 — module Cessions — tiré le 10/06/2025\nCABINET AUBRAC — syndic\nPRÉ-ÉTAT DATÉ — RÉSIDENCE LES TILLEULS (BÂTIMENTS A ET B)\nClé Base Tant.',
      ).kind,
    ).toBe('questionnaire-syndic');
    // the subject names the sale and the notary's file on its second line
    expect(
      classifyText(
        'LITTORAL SYNDIC\nMaître Anne Roux\nNotaire\nRoyan, le 11 février 2025\nObjet : Résidence Les Pins (bâtiments A et B), avenue de la Mer 17200 Royan — vente du lot 12 par\nM. Paul Henry — votre dossier AR/25/0041\nMaître,\nLe lot 12 compte 96/10 000 des charges générales.',
      ).kind,
    ).toBe('questionnaire-syndic');
    // the same sale named without the notary's file is only a letter about it
    expect(
      classifyText(
        'LITTORAL SYNDIC\nRoyan, le 11 février 2025\nObjet : Résidence Les Pins — vente du lot 12\nMadame,\nNous avons bien noté la vente de votre lot ; votre notaire recevra nos renseignements.',
      ).kind,
    ).toBe('courrier');
    expect(
      classifyText(
        'ROUSSILLON SYNDIC\nPerpignan, le 15 mai 2025\nObjet : votre compte — Résidence Les Portes, lot B-18\nMonsieur,\nVous nous avez demandé la situation de votre compte.',
      ).kind,
    ).toBe('releve-de-compte');
    expect(
      classifyText(
        'OFFICE PUBLIC DE L’HABITAT — mission syndic\nCharleville-Mézières, le 25/03/2025\nDécompte annuel des charges — exercice 2024\nPoste Exercice 2023 Exercice 2024',
      ).kind,
    ).toBe('decompte-de-charges');
  });

  it('reads an e-mail by its subject, past the marks of a reply (fifteenth round)', () => {
    const mail = (subject: string, body: string) =>
      classifyText(
        `De : Bernard Quéméner <b.quemener@exemple.fr>\nÀ : Étude Le Goff\nEnvoyé le : mercredi 16 avril 2025 18:42\nObjet : ${subject}\nBonjour,\n${body}`,
      ).kind;
    expect(
      mail(
        'RE: Vente Kerbrat — lot 2 — 11 rue de Siam — questionnaire syndic',
        'Voici les chiffres.',
      ),
    ).toBe('questionnaire-syndic');
    expect(mail('Re: Mon compte — lots 2 et 8', 'Ton compte est débiteur de 672,00 €.')).toBe(
      'releve-de-compte',
    );
    expect(mail('TR: Comptes 2024 définitifs — à lire avant l’AG', 'Voici les comptes.')).toBe(
      'annexes-comptables',
    );
    expect(mail('décompte de vos charges de l’exercice 2024', 'Voici votre part.')).toBe(
      'decompte-de-charges',
    );
    // a questionnaire named without its sale is a letter about one; a reply about a meeting
    expect(mail('RE: votre questionnaire', 'Nous vous répondrons sous huit jours.')).toBe(
      'courrier',
    );
    expect(mail('RE: Assemblée du 29 mars', 'Je serai absent.')).toBe('courrier');
  });

  it('reads a call named by its day in a subject, and a title in a letterhead’s part (sixteenth round)', () => {
    const letter = (subject: string) =>
      classifyText(
        `CABINET AUBERTIN — SYNDIC\nReims, le 18 juin 2025\nObjet : ${subject}\nMonsieur,\nVotre quote-part annuelle est de 1 702,40 €.`,
      ).kind;
    expect(letter('budget 2025/2026 voté le 5 juin 2025 — appel du 1er juillet 2025')).toBe(
      'appel-de-fonds',
    );
    // chasing an unpaid call is a letter, whatever call it names
    expect(letter('relance — appel du 1er avril 2025 impayé')).toBe('courrier');
    // the syndic's report on the closed year's accounts goes with the accounts
    expect(
      classifyText(
        'Cabinet Rivière & Martel — syndic\nRapport du syndic à l’assemblée générale du 19 juin 2025\nAmiens, le 26 mai 2025\nL’exercice 2024/2025 avait un budget de 74 000,00 €.',
      ).kind,
    ).toBe('annexes-comptables');
    expect(
      classifyText(
        'SYNDIC DE L’ESTUAIRE\n5 place du Commerce 44000 Nantes — décompte individuel de charges de l’exercice du 1er janvier 2024 au 31 décembre\n2024\nCompte Dépense immeuble Clé Base Tant. Lot 3-12\nEau 16 483,20 générales 10 000 214 352,74',
      ).kind,
    ).toBe('decompte-de-charges');
  });

  it('gives no guess for an empty text and a weak Autre for a text without clue', () => {
    expect(classifyText('')).toMatchObject({ doctype: null, evidence: 'none' });
    expect(classifyText('Bonjour, voici le document demandé.')).toMatchObject({
      doctype: 10,
      label: null,
      evidence: 'none',
    });
  });
});

describe('date rules (each with a passing and a failing case)', () => {
  it.each(DATE_RULES.map((rule) => [rule.name, rule] as const))('%s', (_name, rule) => {
    const { example, counterExample } = rule;
    expect(findDocumentDate(example.text, example.kind, TODAY).iso).toBe(example.expected);
    expect(findDocumentDate(counterExample.text, counterExample.kind, TODAY).iso).toBe(
      counterExample.expected,
    );
  });

  it('never dates a document after today and falls back on the latest other day', () => {
    expect(findDocumentDate('Échéancier : 01/01/2030 ; 3 mai 2024', null, TODAY)).toMatchObject({
      iso: '2024-05-03',
      evidence: 'fallback',
    });
    expect(findDocumentDate('Aucune date ici', null, TODAY)).toMatchObject({ iso: null });
  });
});

describe('French dates', () => {
  it('reads weekdays, glued words, deeds in words, ISO and day-first numbers', () => {
    expect(days('le mardi 12 mars 2024')).toEqual(['2024-03-12']);
    // a mail client's shortened weekday
    expect(days('Date : mar. 10 juin 2025 à 11:02')).toEqual(['2025-06-10']);
    expect(days('établi le17 janvier 2025')).toEqual(['2025-01-17']);
    expect(days('le 1er mars 2024')).toEqual(['2024-03-01']);
    expect(
      days('L’an deux mille vingt-quatre ? non : le douze mars deux mille vingt-quatre'),
    ).toEqual(['2024-03-12']);
    expect(days('le vingt et un juin mil neuf cent quatre-vingt-dix-neuf')).toEqual(['1999-06-21']);
    expect(days('Export 2024-03-04 et 04/03/2024 et 04.03.2024')).toEqual([
      '2024-03-04',
      '2024-03-04',
      '2024-03-04',
    ]);
    // a file name glues the day to a word by an underscore (a word character)
    expect(days('courrier_copro_2024-07-08.docx')).toEqual(['2024-07-08']);
    expect(days('réf. 12024-07-08 ; 2024-07-081')).toEqual([]);
  });

  it('reads short months, short years, and deeds that give the year first', () => {
    expect(days('Nice, 3 févr. 2025 ; réalisé le 1er sept. 2024')).toEqual([
      '2025-02-03',
      '2024-09-01',
    ]);
    // « sept » without its dot is a number, and a month is needed for a day
    expect(days('7 sept 2024, janv. 2025')).toEqual([]);
    expect(days('Date d’édition : 02/05/25 — imprimé le 07.04.25')).toEqual([
      '2025-05-02',
      '2025-04-07',
    ]);
    // a fraction, tantièmes, a page count, a phone number are not short years
    expect(days('1/2/25, 250/10 000, page 1/1, tél. 01.02.03.04.05, 12/03/2024')).toEqual([
      '2024-03-12',
    ]);
    expect(days('L’an deux mille vingt-cinq, le quatorze mars, à dix-neuf heures')).toEqual([
      '2025-03-14',
    ]);
    // OCR reads « cinq » as « cing » in a deed's words
    expect(days('L’an deux mille vingt-cing, le trente janvier, à dix-huit heures')).toEqual([
      '2025-01-30',
    ]);
    // the year cut at the end of a line
    expect(days('L’an mil neuf cent soixante-\ndouze, le vingt-trois octobre')).toEqual([
      '1972-10-23',
    ]);
  });

  it('reads dates written by hand, with spaced dots, or by an English-language mail client', () => {
    expect(days('Réunion tenue le 3/4/25 ; MAJ le 12/6/25 ; séance du 3/11/24')).toEqual([
      '2025-04-03',
      '2025-06-12',
      '2024-11-03',
    ]);
    // without « le » or « du » before it, a fraction stays one
    expect(days('quote-part 3/4/25, lots 1/2/25')).toEqual([]);
    expect(days('Date : 14 . 03 . 2025 ; constat du 14. 03. 2025')).toEqual([
      '2025-03-14',
      '2025-03-14',
    ]);
    expect(days('Sent: Tuesday, February 4, 2025 10:12 AM')).toEqual(['2025-02-04']);
    expect(days('Mars 4, 2025')).toEqual([]);
  });

  it('reads a month-first date only when the day cannot be a month, and drops impossible days', () => {
    expect(days('03/25/2024')).toEqual(['2024-03-25']);
    expect(days('31/02/2024 ou 45 mars 2024')).toEqual([]);
  });
});

// OCR is CPU-bound (6 s alone here): on a loaded 2-core machine it took over a minute, so
// these tests allow three; speed is measured by `pnpm bench`, not here.
const OCR_TIMEOUT = 180_000;

describe('reading the generated corpus', () => {
  const here = path.join(__dirname, 'corpus');
  let ocr: Ocr;
  beforeAll(() => {
    ocr = createOcr();
  });
  afterAll(async () => {
    await ocr.close();
  });

  it(
    'finds type and date of every text PDF of the training split',
    async () => {
      const docs = await loadCorpus(here, (doc) => doc.split === 'train' && !doc.scan);
      const wrong: string[] = [];
      for (const doc of docs) {
        const guess = await readDocument(doc.bytes, doc.mimetype, ocr, TODAY);
        if (guess.doctype !== doc.doctype || guess.dateISO !== doc.dateISO) wrong.push(doc.id);
      }
      expect(wrong).toEqual([]);
    },
    OCR_TIMEOUT,
  );

  it(
    'reads a rotated, noisy scan of several pages by OCR',
    async () => {
      const [doc] = await loadCorpus(
        here,
        (d) => d.split === 'train' && d.scan?.as === 'pdf' && d.pages.length > 1,
      );
      const text = await documentText(doc!.bytes, doc!.mimetype, ocr);
      const guess = readingOfText(text, TODAY);
      expect({ doctype: guess.doctype, dateISO: guess.dateISO }).toEqual({
        doctype: doc!.doctype,
        dateISO: doc!.dateISO,
      });
      // OCR's word boxes give each page its lines, as a text layer does (wrapped-rows.ts)
      expect(text.layout).toHaveLength(text.pages.length);
      const words = (line: string) => line.replace(/\s+/g, ' ').trim();
      const firstLine = words(text.pages[0]!.split('\n').find((line) => line.trim())!);
      const placed = text.layout![0]!.lines[0]!.cells.map((cell) => cell.str).join(' ');
      expect(words(placed)).toBe(firstLine);
    },
    OCR_TIMEOUT,
  );
});
