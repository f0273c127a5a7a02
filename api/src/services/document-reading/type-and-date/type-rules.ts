import type { DocType } from '@ped/domain';

/**
 * One family of documents the reader tells apart. `title` patterns are looked for in the
 * title lines only (short lines near the top), `body` patterns anywhere; both run on
 * normalised text (lower case, no accents). `example` must be read as this family and
 * `counterExample`, which names it in passing, must not: the unit tests check both.
 */
export interface TypeRule {
  kind: string;
  doctype: DocType;
  /** what the comment field is prefilled with */
  label: string;
  title: RegExp[];
  /**
   * Words that, anywhere in a letter's subject line, make the letter this family's
   * document: « Objet : vente Morel — réponse à votre questionnaire » carries the answers.
   */
  subject?: RegExp[];
  /**
   * Title patterns that count only on the document's first title line: a form's heading
   * (« POUVOIR ») also heads the blank form attached to another family's document.
   */
  heading?: RegExp[];
  /**
   * Words by which a letter says, in its body, that it carries this family's document
   * (« En réponse à votre questionnaire du 4 juin, voici les renseignements demandés »).
   */
  carrier?: RegExp[];
  body: RegExp[];
  example: string;
  counterExample: string;
}

export const TYPE_RULES: TypeRule[] = [
  {
    kind: 'fiche-synthetique',
    doctype: 1,
    label: 'Fiche synthétique de la copropriété',
    title: [/fiche synthetique/],
    body: [/article 8-2/, /2016-1822/, /nombre (total )?de lots/, /donnees financieres/],
    example: 'FICHE SYNTHÉTIQUE\nÉtablie en application de l’article 8-2. Nombre de lots : 48',
    counterExample:
      'APPEL DE FONDS\nLa fiche synthétique est consultable sur l’extranet. Total de l’appel : 612,00 €',
  },
  {
    kind: 'pv-ag',
    doctype: 2,
    label: 'Procès-verbal d’assemblée générale',
    // not a works' acceptance or a bailiff's report (« procès-verbal de réception »)
    title: [
      /proces[- ]?verbal(?! de (?:reception|livraison|constat|bornage|carence|remise))/,
      /compte[- ]rendu .*assemblee/,
    ],
    body: [
      /president de seance|scrutateur|secretaire de seance/,
      /resolution n/,
      /votes? pour|abstentions?/,
      /majorite de l'article|adoptee/,
      /se sont reunis|s'est tenue/,
    ],
    example:
      'PROCÈS-VERBAL DE L’ASSEMBLÉE GÉNÉRALE\nPrésident de séance : Mme Roux. Résolution n° 1 adoptée.',
    counterExample:
      'CONVOCATION À L’ASSEMBLÉE GÉNÉRALE\nVeuillez trouver ci-joint le procès-verbal de la précédente assemblée et l’ordre du jour.',
  },
  {
    kind: 'convocation-ag',
    doctype: 10,
    label: 'Convocation à l’assemblée générale',
    title: [
      /^convocation/,
      /avis de convocation/,
      // an e-mailed notice headed by the meeting it calls, a day and an hour; minutes
      // say the hour in a sentence (« s'est tenue … à 18 heures »), under their own title
      /^assemblee generale (?:ordinaire |extraordinaire |annuelle )?(?:du |le )[^.]{0,30}\d{4} a \d{1,2} ?h/,
    ],
    body: [
      /honneur de vous convoquer|(?:je|nous) vous convoqu|vous etes convoquee?s?|convoques? a l'assemblee/,
      /ordre du jour/,
      /vote par correspondance/,
    ],
    example: 'CONVOCATION À L’ASSEMBLÉE GÉNÉRALE\nNous avons l’honneur de vous convoquer.',
    counterExample:
      'PROCÈS-VERBAL D’ASSEMBLÉE GÉNÉRALE\nConvoqués par lettre du 2 mars, les copropriétaires se sont réunis. Résolution n° 1 adoptée.',
  },
  {
    kind: 'reglement',
    doctype: 3,
    label: 'Règlement de copropriété et état descriptif de division',
    // a text layer may glue words that were apart on the page (« descriptifde division »)
    title: [/reglement ?de ?copropriete/, /etat ?descriptif ?de ?division/],
    body: [
      /destination de l'immeuble/,
      /parties (communes|privatives)/,
      /notaire/,
      /acte (authentique|recu|du)|suivant acte/,
      /publicite fonciere/,
      /65-557/,
    ],
    example:
      'RÈGLEMENT DE COPROPRIÉTÉ\nActe reçu par Maître Perrin, notaire. Destination de l’immeuble.',
    counterExample:
      'PLAN DU REZ-DE-CHAUSSÉE\nObjet : annexe au règlement de copropriété\nÉchelle : 1/100',
  },
  {
    kind: 'diagnostic',
    doctype: 4,
    label: 'Diagnostic technique',
    title: [
      /diagnostic (de performance|technique global)|\bdpe\b|\bdtg\b/,
      /termites|etat parasitaire/,
      /etat des risques/,
      /plan pluriannuel de travaux/,
      // the electricity and gas reports of the dossier de diagnostic technique
      /etat (de l'installation|des installations) interieures? (d'electricite|de gaz)/,
      /diagnostic (electricite|electrique|gaz)/,
      /dossier de diagnostics? techniques?|\bddt\b/,
      /^(?:(?:certificat|attestation|rapport) de )?(?:mesurage|superficie|surface habitable)\b/,
      /^audit energetique/,
    ],
    body: [
      /kwh/,
      /classe (energie|climat)/,
      /date (de la visite|du reperage)/,
      /validite/,
      /certifica(tion|t)/,
      /norme nf ?[cp] ?\d/,
      /\b(operateur|diagnostiqueur) ?:/,
      /anomalies?/,
      /loi carrez/,
    ],
    example: 'DIAGNOSTIC DE PERFORMANCE ÉNERGÉTIQUE (DPE)\nClasse énergie D, 187 kWh/m².an',
    counterExample:
      'CARNET D’ENTRETIEN\nLe diagnostic technique global et le DPE collectif sont annexés. Contrat d’entretien ascenseur.',
  },
  {
    kind: 'amiante',
    doctype: 5,
    label: 'Dossier technique amiante',
    title: [/amiante/, /\bdta\b/],
    body: [/reperage/, /flocages?|calorifugeages?/, /materiaux et produits/, /listes? a et b/],
    example: 'DOSSIER TECHNIQUE AMIANTE\nRepérage des flocages et calorifugeages.',
    counterExample:
      'CONSTAT DE RISQUE D’EXPOSITION AU PLOMB\nUnités de diagnostic : 42. Le dossier technique amiante est tenu par le syndic.',
  },
  {
    kind: 'plomb',
    doctype: 6,
    label: 'Constat de risque d’exposition au plomb',
    title: [/plomb/, /\bcrep\b/],
    body: [/unites de diagnostic/, /fluorescence/, /saturnisme/, /revetements degrades/],
    example: 'CONSTAT DE RISQUE D’EXPOSITION AU PLOMB (CREP)\nUnités de diagnostic mesurées.',
    counterExample:
      'DOSSIER TECHNIQUE AMIANTE\nRepérage. Le constat de risque d’exposition au plomb ne fait pas partie de la mission.',
  },
  {
    kind: 'carnet',
    doctype: 7,
    label: 'Carnet d’entretien de l’immeuble',
    title: [/carnet d'entretien/],
    body: [
      /contrats? (d'entretien|de maintenance)/,
      /police d'assurance/,
      /travaux importants realises/,
    ],
    example: 'CARNET D’ENTRETIEN\nContrat d’entretien ascenseur ; police d’assurance multirisque.',
    counterExample:
      'FACTURE\nRemplacement colonne d’eau — intervention notée au carnet d’entretien. Total TTC 1 200,00 €. SIRET 812',
  },
  {
    kind: 'plans',
    doctype: 8,
    label: 'Plans de l’immeuble',
    title: [
      /^plans? (de|du|d'|des)\b/,
      /^plans\b/,
      // a sheet titled by its floor or its use, after the building's name (« SOUS-SOL —
      // PLAN DES CAVES »)
      /\bplans? (?:des |du |de la |de l'|d')?(?:caves|sous-sol|rez-de-chaussee|etages?|niveaux?|masse|situation|combles|toitures?|facades?|parkings?|garages?|coupe)\b/,
    ],
    body: [/echelle/, /cotes en/, /geometres?/, /dresse le/],
    example: 'PLAN D’ÉTAGE\nObjet : annexe au règlement de copropriété\nÉchelle : 1/100',
    counterExample:
      'DIAGNOSTIC TECHNIQUE GLOBAL\nLes plans de l’immeuble ont été consultés. Date de la visite : 2 mai 2024',
  },
  {
    kind: 'immatriculation',
    doctype: 9,
    label: 'Attestation d’immatriculation',
    title: [
      /immatriculation/,
      /^registre national des coproprietes/,
      // what the register returns after a filing or the yearly update
      /recepisse (de |d')(depot|mise a jour|teledeclaration|immatriculation)/,
    ],
    body: [
      /registre national/,
      /\banah\b/,
      /representant legal/,
      /delivr/,
      /teledeclar/,
      /mise a jour annuelle/,
      // the register's number: two letters, seven digits
      /\bn.? ?[a-z]{2} ?\d{7}\b/,
    ],
    example:
      'ATTESTATION D’IMMATRICULATION\nRegistre national des copropriétés. Délivrée le 3 mai 2024.',
    counterExample:
      'FICHE SYNTHÉTIQUE\nNuméro d’immatriculation : AB1234567. Article 8-2. Nombre de lots : 12',
  },
  {
    kind: 'appel-de-fonds',
    doctype: 10,
    label: 'Appel de fonds',
    // an e-mail or a letter that carries the call names it in its subject, anywhere
    // (« Objet : Votre appel de fonds du 3e trimestre », « … — appel travaux cage
    // d'escalier »), unless it chases an unpaid one
    subject: [
      /^(?!.*\b(?:relance|rappel|mise en demeure|impayee?s?)\b).*\b(?:appels? (?:de fonds|de charges|de provisions|trimestriels?|semestriels?|(?:de |des |pour (?:les )?)?travaux)|charges du (?:[1-4](?:er|e|eme)|premier|deuxieme|troisieme|quatrieme) (?:trimestre|semestre))\b/,
      // the call of a day: « Objet : budget 2025/2026 voté le 5 juin 2025 — appel du 1er juillet 2025 »
      /^(?!.*\b(?:relance|rappel|mise en demeure|impayee?s?)\b).*\bappel du (?:1er|[0-3]?\d) (?:janvier|fevrier|mars|avril|mai|juin|juillet|aout|septembre|octobre|novembre|decembre)\b/,
    ],
    // « appel de charges » only as a title line: a statement's rows print it after their day
    title: [
      /appel de (fonds|provisions)/,
      /avis d'(appel|echeance)/,
      /^(?:votre |mon )?appels? de (?:charges|cotisations?)\b/,
      // a reference line's part: « Réf. ÉPERON 6 — lots 3 et 19 — appel du 1er juillet 2025 »
      /^appel du (?:1er|\d)/,
      // an extranet's schedule of the owner's calls: « Mon échéancier 2024-10-01 → 2025-09-30 »
      /^(?:mon |votre )?echeancier\b/,
      // the extranet's list of the owner's calls: « Mes appels de fonds — exercice du … »
      /^(?:mes|vos) appels de fonds\b/,
    ],
    // a letter calling the lot's share: « … que je vous appelle en quatre fois »
    body: [
      /total de l'appel/,
      /bien vouloir regler/,
      /quote-part/,
      /\bje vous (?:l')?appelle\b|\bvous (?:est|sont) appelee?s?\b/,
      // the amount a call asks for, and the call of one instalment, in a letter without title
      /\b(?:montant appele|net a payer|(?:total|montant) a regler)\b/,
      // the heading of what a letter asks: « À régler pour le 1er juillet 2025 »
      /(?:^|\n)a (?:regler|payer) (?:pour|avant) le\b/,
      /\b(?:procedons|proceder) a l'appel\b|\bprovisions? (?:du|pour le) (?:[1-4](?:er|e|eme)|premier|deuxieme|troisieme|quatrieme) trimestre\b/,
    ],
    example: 'APPEL DE FONDS\nNous vous prions de bien vouloir régler. Total de l’appel : 612,00 €',
    counterExample:
      'RELEVÉ DE COMPTE COPROPRIÉTAIRE\nAppel provisions 1er trimestre : 612,00. Solde débiteur au 30/06/2025',
  },
  {
    kind: 'releve-de-compte',
    doctype: 10,
    label: 'Relevé de compte copropriétaire',
    subject: [
      /\b(?:situation de (?:mon|votre|son) compte|releve de (?:votre |mon )?compte)\b/,
      // a letter to the owner about the account itself: « Objet : votre compte — lot B-18 »,
      // or the owner's question answered (« Objet : RE: Mon compte — lots 2 et 8 »)
      /^(?:votre|mon|ton) compte\b/,
    ],
    title: [
      /releve (de|individuel de) compte/,
      /extrait de compte/,
      // the accounting model's word for the seller's ledger
      /^compte (?:individuel )?(?:du |de )?coproprietaire\b/,
      /situation de (votre )?compte/,
      // an extranet's ledger screen: « Mes opérations », « Historique des opérations »
      /^(?:mes|vos) (?:operations|mouvements|ecritures)\b/,
      // an online syndic's export of the owner's page: « Mon compte — … »
      /^mon compte\b/,
      /^(?:historique|detail|liste) (?:de (?:mes|vos) |des )(?:operations|mouvements|ecritures)\b/,
      // a volunteer syndic's ledger, titled by its owner: « Compte de Mme Le Berre — lot 4 »
      /^compte (?:de|du) (?:m|mme|mlle|monsieur|madame|mr)\b/,
    ],
    body: [
      /solde (debiteur|crediteur)/,
      /report a nouveau/,
      /reglement recu/,
      /debit/,
      // a ledger's header: the day, the operation, then debit and credit
      /(?:^|\n)date\b[^\n]{0,40}\b(?:libelle|operation|designation|nature|detail)\b[^\n]{0,40}\bdebit\b[^\n]{0,20}\bcredit\b/,
    ],
    example: 'RELEVÉ DE COMPTE COPROPRIÉTAIRE\nReport à nouveau. Solde débiteur au 30/06/2025',
    counterExample:
      'APPEL DE FONDS\nSituation de votre compte jointe. Total de l’appel : 612,00 €. Veuillez bien vouloir régler.',
  },
  {
    kind: 'annexes-comptables',
    doctype: 10,
    label: 'Annexes comptables (comptes de l’exercice)',
    title: [
      /annexes? comptables?/,
      // not « Annexe n° 3 au règlement de copropriété »: an annex to another document
      /^annexe (?:n.? ?)?[1-5]\b(?! (?:au|aux|a la|a l'|de l'acte|du (?:reglement|contrat))\b)/,
      /comptes de l'exercice/,
      /etat financier/,
      /compte de gestion (?:general|pour operations)/,
      // a small building's accounts: « Comptes de l'année 2024 et budgets »
      /^comptes (?:de l'annee|annuels)\b/,
      // an extranet's page of the year's accounts: « Comptes 2024 — Résidence … », or a
      // treasurer's e-mail: « Objet : Comptes 2024 définitifs — à lire avant l'AG »
      /^comptes (?:19|20)\d{2}(?:\/(?:19|20)?\d{2})?(?: (?:definitifs|approuves|arretes))?(?: [-—–(]|$)/,
      // the syndic's report on the closed year's accounts to the assembly
      /^rapport (?:du syndic|de gestion)\b/,
    ],
    body: [
      /2005-240/,
      /apres repartition/,
      /tresorerie/,
      /fournisseurs/,
      // annexes 2 and 3 set what was spent beside what was voted, column by column
      /\brealise\b[^\n]*\bbudget\b|\bbudget\b[^\n]*\brealise\b/,
    ],
    example: 'COMPTES DE L’EXERCICE 2024 — ANNEXES COMPTABLES\nÉtat financier après répartition',
    counterExample:
      'PROCÈS-VERBAL D’ASSEMBLÉE GÉNÉRALE\nRésolution n° 2 : approbation des comptes de l’exercice 2024 et de l’état financier. Adoptée.',
  },
  {
    kind: 'decompte-de-charges',
    doctype: 10,
    label: 'Décompte individuel de charges',
    subject: [/\bdecompte (?:individuel |annuel )?(?:de|des) (?:vos |tes )?charges\b/],
    title: [
      /decompte (?:individuel |annuel )?(?:de|des) charges/,
      /^decompte individuel\b/,
      // software names it a « relevé » of charges, not of the account (ADR 084)
      /^releve individuel (?:des|de) charges\b/,
      /repartition (?:individuelle |annuelle )?des charges/,
      // the yearly settlement of the calls against the actual charges
      /^(?:decompte de )?regularisation (?:des|de vos) charges\b/,
      // a letter's title: « Vos charges de l'exercice 2024 »
      /^vos charges de l'exercice\b/,
      // a volunteer syndic's letter: « Voici votre décompte, qui sera soumis à l'assemblée … »
      /^(?:voici|ci-joint) votre decompte\b/,
      // a volunteer syndic's yearly statement: « Décompte 2024 — Mme Daubas, lots 2 et 7 »
      /^decompte (?:de l'(?:annee|exercice) )?(?:19|20)\d{2}\b/,
    ],
    body: [
      /votre quote-part|\bquote-part (?:de vos|des) lots\b/,
      /total immeuble/,
      /charges courantes/,
      // the year's settlement: what the owner still owes once the real charges are known
      /\breste a votre charge\b/,
      /\bprovisions (?:versees|appelees)\b[^]*\bcharges reelles\b/,
    ],
    example:
      'DÉCOMPTE INDIVIDUEL DE CHARGES\nTotal immeuble ; votre quote-part ; charges courantes.',
    counterExample:
      'APPEL DE FONDS\nRépartition des charges selon les tantièmes. Total de l’appel : 612,00 €. Bien vouloir régler.',
  },
  {
    kind: 'questionnaire-syndic',
    doctype: 10,
    label: 'Questionnaire du syndic',
    title: [
      // the syndic's answers under their own title (« RÉPONSE AU QUESTIONNAIRE DU NOTAIRE »),
      // a title at its line's start, before the word anywhere in a line below
      /^reponses? (?:a|au|aux) (?:votre |vos |du )?(?:questionnaire|demande de renseignements)/,
      /questionnaire/,
      // the same answers under the name notaries and syndics give them
      /renseignements? (?:[a-z']+ ){0,3}(?:au|du|pour le|a l'attention du|destines au) notaire/,
      /(?:fiche|demande|note) de renseignements/,
      /informations? (?:[a-z']+ ){0,2}(?:au|pour le|destinees au) notaire/,
      // the notary's form as addressed to the syndic
      /renseignements? (?:a (?:fournir|communiquer|completer) )?(?:par le|au|du) syndic\b/,
      // the syndic's answer for a sale, the sums owed as article 5 of the 1967 décret lists them
      /\betat des sommes (?:restant )?dues\b/,
      /informations? financieres? (?:pour|relatives? a|en vue de) la (?:mutation|vente|cession)/,
      /^renseignements? (?:[a-z']+ ){0,2}(?:pour|en vue de|relatifs? a) la (?:mutation|vente|cession)\b/,
      // « Renseignements sur la copropriété — cession du lot 19 »
      /^renseignements?\b.{0,40} [-—–] (?:mutation|vente|cession) (?:du|des|de) lots?\b/,
      // the syndic's own statement for the sale, as an online syndic's page heads it
      /^(?:pre-?)?etat date$/,
      // a software's title followed by the building: « PRÉ-ÉTAT DATÉ — RÉSIDENCE LE DOMAINE »
      /^(?:pre-?)?etat date [-—–] /,
    ],
    subject: [
      /\breponses? (?:a|au|aux) (?:votre |vos )?(?:questionnaire|demande de renseignements)/,
      // a syndic answering a notary's request: « Objet : votre demande d'état daté du … »
      /^votre demande d'etat date\b/,
      // a syndic's letter to the notary about the sale: « Objet : Résidence X — vente du lot
      // 308 par M. Y — votre dossier FD/25/0093 »
      /[-—–] (?:vente|cession|mutation) (?:du|des|de) lots?\b.* [-—–] (?:votre|v\/) (?:dossier|ref)/,
      // the questionnaire of a sale, asked or answered: « Objet : RE: Vente Kerbrat — lot 2 —
      // questionnaire syndic » (« Objet : votre questionnaire » alone stays a letter about it)
      /\b(?:vente|cession|mutation)\b.* [-—–] questionnaire\b/,
    ],
    carrier: [
      /\ben reponse a votre questionnaire\b|\bvoici (?:nos|mes) reponses\b/,
      // a letter to the notary: « En réponse à votre demande du 8 avril, voici les renseignements
      // concernant le lot 9 »
      /\ben reponse a votre demande\b[^.]{0,40}\bvoici les (?:renseignements|informations)\b/,
    ],
    body: [
      /mutation/,
      /etat date/,
      // a letter answering the notary's questions
      /\ben reponse a votre questionnaire\b|\bvoici (?:nos|mes) reponses\b/,
      /part du fonds de travaux/,
      /fonds de roulement/,
      /travaux votes (?:non|restant)/,
      // the parts of article 5 of the 1967 décret: what the seller owes, what the buyer will
      /sommes (?:restant )?dues par le (?:vendeur|cedant|coproprietaire cedant)/,
      /(?:incombant|a la charge de) (?:a )?l'acquereur/,
      // article 5's words for what is owed now and what will be later
      /\bnon (?:encore )?exigibles?\b|\bexigibles? (?:impayee?s?|non reglee?s?)\b/,
      /\brest(?:e|ent|ant) a appeler\b/,
    ],
    example:
      'QUESTIONNAIRE DU SYNDIC\nMutation du lot 12 ; part du fonds de travaux rattachée au lot.',
    counterExample:
      'COURRIER\nObjet : votre questionnaire\nMadame, Monsieur, nous vous prions d’agréer nos salutations distinguées.',
  },
  {
    kind: 'facture',
    doctype: 10,
    label: 'Facture',
    // a fee note is the invoice of a syndic, a lawyer or an expert; a quote and a credit
    // note are the same family; a numbered invoice may follow its firm's name on one line
    // (« ASCENSEURS DU SUD — Facture 24/0788 — Date : 01.07.2024 »)
    title: [
      /^facture\b/,
      /^note d'honoraires\b/,
      /^devis\b/,
      /^avoir n/,
      /\bfacture (?:n.? ?)?[a-z]{0,3}[-/]?\d+[/-]\d+/,
    ],
    body: [/siret/, /\btva\b/, /total (ht|ttc)/, /penalites de retard/, /date de (?:la )?facture/],
    example: 'FACTURE\nSIRET 812 345 678. Total HT 100,00 € ; TVA 20 % ; total TTC 120,00 €',
    counterExample:
      'CARNET D’ENTRETIEN\nContrat d’entretien ascenseur ; la facture du prestataire est jointe.',
  },
  {
    kind: 'courrier',
    doctype: 10,
    label: 'Courrier',
    title: [
      /^objet ?:/,
      // a notice to every owner is a letter, whatever it mentions
      /^(?:information|avis|note|lettre|message|communique)s? (?:d'information )?(?:aux|a tous les|a l'attention des|pour les) (?:coproprietaires|residents|occupants|habitants)/,
      /^(?:note|lettre|bulletin) d'information/,
      // a formal demand to pay or to act is a letter, whatever it claims
      /^mise en demeure\b/,
      /^(?:(?:premiere|1re|deuxieme|2e|seconde|derniere) )?relance\b/,
      // an e-mail's subject, as a letter's
      /^(?:subject|sujet) ?:/,
      /^a l'attention (?:de (?:tous )?les|des) (?:coproprietaires|residents|occupants|habitants)\b/,
      // contracts, work orders, acceptance reports and certificates are filed with the
      // letters: none is a register type nor an accounting document; a contract's title
      // line has no figures (a table's row « Contrat d'entretien … 5 102 » is not one)
      /^contrat (?:de |d')[a-z' -]{2,40}$/,
      /^ordre de service\b/,
      /^proces[- ]?verbal de (?:reception|livraison)\b/,
      /^attestation d'assurance\b/,
    ],
    // a proxy heads its own page, but a blank one is also attached to a notice
    heading: [/^(?:pouvoir|procuration)(?:$| (?:pour|de vote|en vue|a l'assemblee))/],
    body: [
      /madame,? monsieur/,
      /salutations distinguees|prions d'agreer|cordialement|sentiments (?:distingues|les meilleurs)/,
      /nous vous (?:informons|rappelons|remercions)|je vous (?:informe|rappelle|remercie)/,
      // a salutation opening a line: « Monsieur, suite à votre réclamation »
      /(?:^|\n)(?:madame|monsieur|mesdames|messieurs|chers? [a-z]+|chere [a-z]+),(?! ?(?:madame|monsieur))/,
      // a certificate's words; « ATTESTATION » alone is no title: the next line may name
      // its family (« d'immatriculation », « de superficie »)
      /\batteste(?:nt)? que\b/,
      /pour servir et valoir ce que de droit/,
    ],
    example:
      'Objet : travaux\nMadame, Monsieur, nous vous prions d’agréer nos salutations distinguées.',
    counterExample:
      'CONVOCATION À L’ASSEMBLÉE GÉNÉRALE\nMadame, Monsieur, nous avons l’honneur de vous convoquer. Ordre du jour.',
  },
];
