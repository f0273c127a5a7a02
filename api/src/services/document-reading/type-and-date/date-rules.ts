/**
 * What the words around a day say of it. `before` must match the end of the text just
 * before the day, `after` the start of the text just after it (both normalised: lower
 * case, no accents, words unglued). A positive weight makes the day the document's own
 * date, a negative one a date it only quotes; `kinds` limits a rule to some families.
 * The unit tests read `example` (the rule picks `expected`) and `counterExample` (where a
 * naive reader would be fooled, the rule still leads to `expected`).
 */
export interface DateRule {
  name: string;
  before?: RegExp;
  after?: RegExp;
  weight: number;
  kinds?: string[];
  /**
   * how far the day a positive rule picks can be trusted when it wins: 'printed', the day
   * the paper was printed or exported (the document itself may be older: « Annexes établies
   * par le syndic le 24 février », « Document généré le 25/02 »); 'row', one row of a list
   * of versions whose other rows the rule may not recognise (a plan's title block)
   */
  doubt?: 'printed' | 'row';
  example: { kind: string; text: string; expected: string };
  counterExample: { kind: string; text: string; expected: string };
}

const ISSUED =
  '(?:etabli|etablie|fait|faite|emis|emise|delivre|delivree|dresse|realise|realisee|mis a jour|mise a jour|maj)';

/**
 * Families whose own date is one event that only their own rules (those limited to the
 * family) name: minutes are dated by the meeting, a règlement by a deed or the version
 * coordinating its deeds. When no day reads as that event, the day
 * a general context picks (« Fait à Lyon, le », « Date : », « établi le »: a signature, a
 * sending, a print) stands for it at best: the form asks (`proxy` evidence).
 */
export const DATED_BY_THEIR_OWN_RULES = new Set(['pv-ag', 'reglement']);

export const DATE_RULES: DateRule[] = [
  {
    name: 'assemblée tenue ce jour',
    before:
      /(?:(?:assemblee generale|ag[oe]?)(?: ordinaire| extraordinaire| annuelle| des coproprietaires)* (?:du|le|en date du)|se sont reunis(?: en assemblee generale[a-z ]*)? le|reunie?s? le|l'an|tenue le|(?:s'est |est |a ete )?ouverte le)$/,
    kinds: ['pv-ag'],
    weight: 10,
    example: {
      kind: 'pv-ag',
      text: 'Convoqués le 2 février 2024, les copropriétaires se sont réunis en assemblée générale ordinaire le mardi 12 mars 2024.',
      expected: '2024-03-12',
    },
    counterExample: {
      kind: 'appel-de-fonds',
      text: 'Budget voté par l’assemblée générale du 12 mars 2024. Lyon, le 2 avril 2024.',
      expected: '2024-04-02',
    },
  },
  {
    name: 'assemblée ouverte ce jour (la date d’abord)',
    // « Le 12 juin 2024 à 18 heures, les copropriétaires (… se sont réunis) » too: in
    // minutes a sentence opening on a day and the owners is the meeting's
    after: /^,? (?:a \d+ ?h[^.]{0,40})?,? (?:s'est tenue|les coproprietaires\b)/,
    kinds: ['pv-ag'],
    weight: 10,
    example: {
      kind: 'pv-ag',
      text: 'Le 12 mars 2024, à 18 h 30, s’est tenue l’assemblée générale. Résolution : approbation du procès-verbal du 3 juin 2023.',
      expected: '2024-03-12',
    },
    counterExample: {
      kind: 'pv-ag',
      text: 'Le 3 juin 2023 avait été décidé le ravalement. Réunis le 12 mars 2024 en assemblée générale.',
      expected: '2024-03-12',
    },
  },
  {
    name: 'assemblée seulement citée',
    before:
      /(?:(?:approbation|lecture|adoption) du proces[- ]verbal de l'assemblee generale[a-z ]*|lors de (?:la (?:derniere |precedente )?)?(?:l'assemblee generale|l'ag[oe]?|assemblee generale|ag[oe]?)[a-z ]*|precedente assemblee[a-z ]*|(?:vote|decide|designe|nomme|elu|autorise|ratifie|adopte|approuve|mandate)e?s? (?:par|en|lors de) (?:l'|la |une )?(?:assemblee(?: generale)?|ag[oe]?)(?: ordinaire| extraordinaire| annuelle)*|(?:conformement a|par|suivant|selon|en vertu de|en execution de) (?:la |une )?(?:deliberation|decision|resolution)(?: n.? ?\d+)? (?:de l'assemblee generale|de l'ag[oe]?)(?: ordinaire| extraordinaire| annuelle)*|soumise?s? (?:a|au vote de) (?:l'assemblee generale|l'ag[oe]?)(?: ordinaire| extraordinaire| annuelle)*|prochaine assemblee generale se tiendra|qui se tiendra) (?:du|le|en date du)$/,
    weight: -8,
    example: {
      kind: 'pv-ag',
      text: 'Approbation du procès-verbal de l’assemblée générale du 20 juin 2023. Assemblée générale ordinaire du 12/03/2024.',
      expected: '2024-03-12',
    },
    counterExample: {
      kind: 'pv-ag',
      text: 'Assemblée générale ordinaire du 12/03/2024 tenue à Lyon.',
      expected: '2024-03-12',
    },
  },
  {
    // « l’assemblée générale du 15 juin 2023 avait mandaté le conseil syndical »: the
    // pluperfect tells an earlier assembly recalled by the minutes of a later one
    name: 'assemblée antérieure rappelée',
    after: /^,? (?:\([^)]{0,40}\),? )?(?:avait|avaient|etait|etaient)\b/,
    kinds: ['pv-ag'],
    weight: -12,
    example: {
      kind: 'pv-ag',
      text: 'Compte rendu de la réunion des copropriétaires, Bordeaux, 12 juin 2024. Rappel : l’assemblée générale du 15 juin 2023 avait mandaté le conseil syndical.',
      expected: '2024-06-12',
    },
    counterExample: {
      kind: 'pv-ag',
      text: 'Rappel : l’assemblée générale du 15 juin 2023 a mandaté le conseil syndical. Convocation adressée le 2 mai 2023.',
      expected: '2023-06-15',
    },
  },
  {
    name: 'date de l’assemblée, en champ',
    before: /date de (?:l'assemblee(?: generale)?|la reunion|la seance) ?:?$/,
    kinds: ['pv-ag'],
    weight: 10,
    example: {
      kind: 'pv-ag',
      text: 'Date de l’assemblée : 19/11/2024. Suite à l’audit présenté lors de l’assemblée générale du 12/04/2024.',
      expected: '2024-11-19',
    },
    counterExample: {
      kind: 'pv-ag',
      text: 'Date de la réunion 05/06/2024. Document mis en ligne sur l’extranet le 21/06/2024.',
      expected: '2024-06-05',
    },
  },
  {
    name: 'copie certifiée conforme d’un procès-verbal',
    before: /certifiee? conforme[^.]{0,60}$/,
    kinds: ['pv-ag'],
    weight: -8,
    example: {
      kind: 'pv-ag',
      text: 'Extrait du procès-verbal de l’assemblée générale du 3 juillet 2023. Pour copie certifiée conforme, Pau, le 11 juillet 2023.',
      expected: '2023-07-03',
    },
    counterExample: {
      kind: 'pv-ag',
      text: 'Assemblée générale ordinaire du 14 mai 2024. Nantes, le 22 mai 2024. Certifié conforme par le syndic.',
      expected: '2024-05-14',
    },
  },
  {
    name: 'acte notarié',
    before:
      /(?:acte (?:authentique )?(?:du|en date du)|acte recu [^.]{0,80}?(?:le|en date du)|par[- ]devant (?:maitre|me)\b[^.]{0,80}?\ble|(?<!(?:initial|initiale|d'origine|primitif|originel) )\brecue? par (?:maitre|me)\b[^.]{0,80}?\ble|suivant acte [^.]{0,80}?le|l'an)$/,
    kinds: ['reglement'],
    weight: 10,
    example: {
      kind: 'reglement',
      text: 'Acte du 18 juin 1987 reçu par Maître Girard. Publié le 2 septembre 1987.',
      expected: '1987-06-18',
    },
    counterExample: {
      kind: 'reglement',
      text: 'Permis de construire du 3 mai 1985. Suivant acte reçu par Maître Girard, notaire à Lyon, le 18/06/1987.',
      expected: '1987-06-18',
    },
  },
  {
    // a deed may open on its day, then the notary who drew it up: « Le vingt et un juin
    // deux mille un, Maître Caradec, notaire à Nantes, a établi le règlement »
    name: 'acte ouvert sur son jour et son notaire',
    after: /^,? (?:par[- ]devant |devant )?(?:maitre|me) [^.]{0,60}?\bnotaires?\b/,
    kinds: ['reglement'],
    weight: 10,
    example: {
      kind: 'reglement',
      text: 'Copie authentique délivrée le 14/01/2025. Le vingt et un juin deux mille un, Maître Hervé Caradec, notaire à Nantes, a établi le règlement de copropriété.',
      expected: '2001-06-21',
    },
    counterExample: {
      kind: 'reglement',
      text: 'Règlement de copropriété. Le 14 janvier 2025, la copie a été remise à M. Leroux, copropriétaire. Acte reçu le 21 juin 2001.',
      expected: '2001-06-21',
    },
  },
  {
    // a règlement amended since (modificatif, mise en conformité with the ELAN law) is
    // dated by its latest deed: the version a buyer receives; the deed it amends (« modifie
    // le règlement établi suivant acte du … ») is not
    name: 'acte modificatif d’un règlement',
    before:
      /(?:modificati(?:f|ve)s?|mise en conformite|modifiee?s?|refonte|rectificati(?:f|ve))(?:(?!etabli|origine|initial|primiti)[^.]){0,90}?(?:du|le|en date du)$/,
    kinds: ['reglement'],
    weight: 12,
    example: {
      kind: 'reglement',
      text: 'Règlement établi suivant acte reçu par Maître Girard le 18 juin 1987. Acte de mise en conformité reçu le 2 octobre 2020 par Maître Roux, notaire.',
      expected: '2020-10-02',
    },
    counterExample: {
      kind: 'reglement',
      text: 'Règlement établi suivant acte reçu par Maître Girard le 18 juin 1987. Mise en conformité avec la loi n° 2018-1021 du 23 novembre 2018 à prévoir.',
      expected: '1987-06-18',
    },
  },
  {
    // a division schedule or a modificatif names the règlement it is annexed to or amends
    // (« annexé au règlement de copropriété du 4 mars 1965 »): that day is the original
    // deed's, however close a « modificatif » stands before it
    name: 'règlement auquel un acte est annexé ou qu’il modifie',
    before:
      /\b(?:annexee?s?|modifiant|modifie|completant|complete) (?:a |au |le |l')?(?:reglement|etat descriptif)(?: de (?:copropriete|division))? (?:du|en date du)$/,
    kinds: ['reglement'],
    weight: -10,
    example: {
      kind: 'reglement',
      text: 'ÉTAT DESCRIPTIF DE DIVISION — MODIFICATIF annexé au règlement de copropriété du 4 mars 1965. Suivant acte reçu par Maître Girard, notaire à Nîmes, le 12 octobre 1989.',
      expected: '1989-10-12',
    },
    counterExample: {
      kind: 'reglement',
      text: 'Règlement de copropriété du 4 mars 1965. Permis de construire du 2 février 1963.',
      expected: '1965-03-04',
    },
  },
  {
    // a coordinated (consolidated) règlement is dated by the version that gathers its deeds;
    // a règlement « établi le » names its own day outright, like its deed
    name: 'version coordonnée d’un règlement, règlement établi',
    before:
      /\b(?:(?:version|texte|reglement|edition)s? (?:coordonnee?s?|consolidee?s?|a jour)(?: (?:etablie?s?|mise? a jour|arretee?s?))?|reglement(?: de copropriete)?(?: et etat descriptif de division)? (?:etabli|dresse|signe)) (?:le|au|du)$/,
    kinds: ['reglement'],
    weight: 10,
    example: {
      kind: 'reglement',
      text: 'Règlement de copropriété. Version coordonnée établie le 5 février 2021. Acte initial reçu par Maître Garnier, notaire à Grenoble, le 14 octobre 1968.',
      expected: '2021-02-05',
    },
    counterExample: {
      kind: 'reglement',
      text: 'Règlement de copropriété établi suivant acte reçu par Maître Girard le 18 juin 1987. Grenoble, le 2 mars 2024.',
      expected: '1987-06-18',
    },
  },
  {
    name: 'date d’un autre acte ou d’un texte',
    before:
      /(?:permis de construire|loi n.? ?[\d-]+|decret n.? ?[\d-]+|arrete(?: prefectoral)?|publie[a-z ]*(?:fonciere)?|courriel|courrier|lettre(?: recommandee)?|votre demande|ordonnance) (?:du|le|en date du)$/,
    weight: -8,
    example: {
      kind: 'reglement',
      text: 'Permis de construire du 12 mars 1990. Règlement établi le 4 juin 1991.',
      expected: '1991-06-04',
    },
    counterExample: {
      kind: 'courrier',
      text: 'Lyon, le 4 juin 2024. Suite à votre demande du 2 mai 2024.',
      expected: '2024-06-04',
    },
  },
  {
    // a document that replaces, cancels, corrects or answers another names that one's day
    // in the same words as its own (« annule et remplace l’appel du », « suite à notre
    // devis n° 412 du », « en réponse à votre courrier du », « remplace le rapport n° … établi
    // le », « précédente déclaration : »): that day is the other document's, whatever
    // context follows; a few words at most between, so that a sentence going on to the
    // document's own day (« suite à la convocation adressée par le syndic, les
    // copropriétaires se sont réunis le ») is not taken for a quote
    name: 'document remplacé, annulé, rectifié ou auquel on répond',
    before:
      /\b(?:(?:annulee?s?|annule(?:nt)?)(?: et (?:remplacee?s?|remplace(?:nt)?))?|remplace(?:nt)?|rectifie(?:nt)?|se substitue a|en reponse a|suite a|faisant suite a) (?:[a-z'-]+ ){0,4}?(?:n.? ?[a-z0-9/-]+ )?(?:(?:etablie?s?|emise?s?|datee?s?|recue?s?|adressee?s?|envoyee?s?|tenue?s?) )?(?:du|le|en date du)$|\b(?:precedente?s?|anterieure?s?) (?:[a-z'-]+ ){0,2}?(?:(?:etablie?s?|emise?s?|datee?s?) )?(?:du|le|en date du|:)$/,
    weight: -10,
    example: {
      kind: 'facture',
      text: 'Grenoble, le 5 février 2025. Avoir n° AV-12 : annule et remplace la facture du 21/01/2025.',
      expected: '2025-02-05',
    },
    counterExample: {
      kind: 'diagnostic',
      text: 'Rapport n° G-25-0419 établi le 23/05/2025. Le présent rapport remplace le rapport n° G-19-0077 établi le 12/06/2019.',
      expected: '2025-05-23',
    },
  },
  {
    // software and syndics date the paper in its heading's parts: « compte 5407-0044 —
    // extrait du 13/06/2025 — page 1/2 », « SYNDIKA — notification du 2025-06-12 », « notaire :
    // Maître Dumontet — réponse du 11/06/2025 »; read months later, the schedule's days it
    // mentions (« prélèvement du 05/07/2025 ») are past too, and only this one is its own
    name: 'en-tête daté',
    before: /(?:^|\n|[—–-] )(?:reponse|notification|extrait|export|envoi) du$/,
    // as a letter's « Lyon, le »: below the day a statement is drawn up at (« relevé au »)
    weight: 6,
    example: {
      kind: 'releve-de-compte',
      text: 'Copropriété 5407 — compte 5407-0044 — extrait du 13/06/2025 — page 1/2\nLe prélèvement du 05/07/2025 reprendra le trimestre.',
      expected: '2025-06-13',
    },
    counterExample: {
      kind: 'courrier',
      text: 'Lyon, le 4 juin 2025. Nous avons bien reçu votre réponse du 2 mai 2025.',
      expected: '2025-06-04',
    },
  },
  {
    // a statement is drawn up at a day: « compte arrêté au », « extrait arrêté au »
    name: 'relevé arrêté au',
    before:
      /\b(?:releve|compte|extrait|situation)(?: de (?:votre )?compte)?(?: coproprietaire)? arretee?s? (?:au|le)$/,
    kinds: ['releve-de-compte'],
    weight: 7,
    example: {
      kind: 'releve-de-compte',
      text: 'EXTRAIT DE COMPTE COPROPRIÉTAIRE. Compte arrêté au 30/04/2025 — édité le 05/05/2025. 28/04/2025 Chèque n° 2231',
      expected: '2025-04-30',
    },
    counterExample: {
      kind: 'annexes-comptables',
      text: 'Compte de gestion arrêté au 31/12/2024. Annexes établies par le syndic le 24 février 2025.',
      expected: '2025-02-24',
    },
  },
  {
    // the same after the lot the statement is about (« … — lot 33 — arrêtée au 12/06/2025 »,
    // ADR 084): weaker than a letter's « Lyon, le 4 avril 2025 », which dates the paper sent
    // with a statement drawn up a few days before, stronger than a ledger's row
    name: 'relevé arrêté au, après son lot',
    before: /\blots? (?:n\W{0,3})?\d{1,4}(?: et \d{1,4})?(?: -)? arretee?s? (?:au|le)$/,
    kinds: ['releve-de-compte'],
    weight: 5.5,
    example: {
      kind: 'releve-de-compte',
      text: 'SITUATION DE COMPTE\nRésidence Saint-Maclou — lot 33 — arrêtée au 12/06/2025\nDate Libellé Débit\nA ri ar,\n01/01/2025 Report à nouveau 56,20',
      expected: '2025-06-12',
    },
    counterExample: {
      kind: 'releve-de-compte',
      text: 'Lyon, le 4 avril 2025\nSituation de compte de Mme Duval\nImmeuble 12 montée du Gourguillon — lot 3 — arrêtée au 31 mars 2025',
      expected: '2025-04-04',
    },
  },
  {
    // an extranet's ledger says only « Solde au 31/03/2025 »: the balance's day is the day
    // the statement is drawn up at, unless the paper says when it was drawn up or edited
    name: 'solde d’un relevé à un jour',
    before: /\bsolde(?: (?:du|debiteur|crediteur|a payer))? au$/,
    kinds: ['releve-de-compte'],
    weight: 3,
    example: {
      kind: 'releve-de-compte',
      text: 'Mes opérations — 02/04/2025 14:32. 01/01/2025 Appel T1 520,00. Solde au 31/03/2025 : 300,00 débiteur',
      expected: '2025-03-31',
    },
    counterExample: {
      kind: 'releve-de-compte',
      text: 'Relevé de compte. Édité le 03/06/2025. Solde au 31/05/2025 : 245,30 € créditeur',
      expected: '2025-06-03',
    },
  },
  {
    // a letter or an e-mail that sends or names other documents gives their days in the
    // words those documents date themselves with (« la fiche synthétique mise à jour le 2
    // janv. 2025 », « le devis n° 221 établi le »): those days are theirs, not the letter's
    name: 'document joint ou cité par un courrier',
    before:
      /(?<!\b(?:present|presente|presents|presentes) )\b(?:fiche synthetique|reglement(?: de copropriete)?|carnet d'entretien|diagnostic[a-z ]{0,30}|dta|proces-verbal[a-z' ]{0,30}|devis|contrat[a-z' ]{0,20}|rapport|plans?|releve(?: de compte)?|decompte[a-z ]{0,20}|appel de fonds|annexes?(?: comptables)?)(?: n.? ?[a-z0-9/-]+)? (?:mise?s? a jour|etablie?s?|emise?s?|datee?s?|signee?s?|redigee?s?) le$/,
    kinds: ['courrier'],
    weight: -8,
    example: {
      kind: 'courrier',
      text: 'De : Syndic. Date : mar. 10 juin 2025 à 11:02. Vous trouverez la fiche synthétique mise à jour le 2 janv. 2025.',
      expected: '2025-06-10',
    },
    counterExample: {
      kind: 'courrier',
      text: 'CONTRAT D’ENTRETIEN. Il renouvelle le contrat n° 77 du 01/01/2020. Le présent contrat signé le 8 janvier 2025.',
      expected: '2025-01-08',
    },
  },
  {
    // a call's own notice names its day: « Avis d’appel de fonds du 02/06/25 » (an
    // « appel de fonds du » anywhere else is a call quoted)
    name: 'avis d’appel de fonds daté',
    before: /\bavis d'(?:appel de fonds|appel|echeance)(?: [a-z0-9e]+){0,3}? du$/,
    kinds: ['appel-de-fonds'],
    weight: 7,
    example: {
      kind: 'appel-de-fonds',
      text: 'Avis d’appel de fonds du 02/06/25. Travaux votés en AG du 17/04/2025 — 2e échéance exigible le 01/07/2025.',
      expected: '2025-06-02',
    },
    counterExample: {
      kind: 'courrier',
      text: 'Lyon, le 4 juin 2025. L’appel de fonds du 01/07/2025 suivra ; l’appel de fonds du 2 avril 2025 reste dû.',
      expected: '2025-06-04',
    },
  },
  {
    // and what a call schedules: the debit of its amount, the end of the exercise it calls
    // for (« exercice 2024-10-01 → 2025-09-30 »), past too when the call is read months later
    name: 'échéance, validité, visite, date à venir',
    before:
      /(?:avant le|jusqu'au|jusqu'a|validite|echeance(?: suivante)?|exigible le|preleve(?:ment)? (?:le|du)|\bexercice(?: comptable)?(?: en cours)?(?: du)? \S{6,12} (?:au|→|->)|prochain(?:e)? [a-z ]{0,30}(?:le|au|du)|date de la visite|visite du|depuis le|(?<!avis d')appel de fonds du|au plus tard le|recu (?!par (?:maitre|me)\b)[^.]{0,30} le|demarrer (?:les travaux )?le|debut des travaux ?:?|(?:debuteront|commenceront|commencera|demarreront) le)$/,
    weight: -6,
    example: {
      kind: 'facture',
      text: 'Échéance 30/09/2025. Date de facture : 12/06/2025.',
      expected: '2025-06-12',
    },
    counterExample: {
      kind: 'facture',
      text: 'Date de facture : 12/06/2025.',
      expected: '2025-06-12',
    },
  },
  {
    name: 'date du rapport ou de l’émission',
    before:
      /(?:date (?:du rapport|du constat|d'etablissement|d'emission|de facture|de delivrance|de (?:la )?reponse)|rapport (?:n.? ?[a-z0-9-]+ )?(?:etabli le|du)|facture du|(?:facture|avoir|rapport|constat|attestation|certificat|avis|releve|decompte|convocation|fiche|questionnaire|appel de fonds)(?: n.? ?[a-z0-9/-]+)? en date du|date) ?:?$/,
    weight: 8,
    example: {
      kind: 'diagnostic',
      text: 'Date de la visite : 2 mai 2024. Date du rapport : 6 mai 2024. Validité jusqu’au 6 mai 2034.',
      expected: '2024-05-06',
    },
    counterExample: {
      kind: 'diagnostic',
      text: 'Rapport du 6 mai 2024. Dossier technique amiante établi le 4 juin 2004. Visite du 2 mai 2024.',
      expected: '2024-05-06',
    },
  },
  {
    // « en date du » names a document as often as it dates one: « la mise en demeure en
    // date du », « le contrat en date du », « votre mail en date du ». After the name of a
    // document that dates itself (« facture en date du », « rapport en date du ») it is the
    // rule above; alone, a weak context that a place and a day or « établi le » outweigh
    name: 'en date du, sans le document qu’il date',
    before: /\ben date du$/,
    weight: 4,
    example: {
      kind: 'courrier',
      text: 'Objet : travaux de toiture. Nous avons bien reçu le devis en date du 12 mai 2025 et vous le transmettrons.',
      expected: '2025-05-12',
    },
    counterExample: {
      kind: 'courrier',
      text: 'Lyon, le 4 juin 2025. Conformément à la délibération en date du 12 mars 2025, les travaux débuteront en septembre.',
      expected: '2025-06-04',
    },
  },
  {
    // invoices and calls print their own date as the first column of a small table:
    // « Date | Échéance | Client » then « 14/05/2025 | 13/06/2025 | PANO-013 »; the text
    // keeps the header words then the values, so the day right after the header is the
    // date's (the next ones follow a day, not the header)
    name: 'jour sous l’en-tête « Date » d’un tableau',
    // a ledger's header (« Date Opération Débit Crédit ») heads operations' days, and
    // « Date d'exigibilité », « Date limite » head a due day
    before:
      /\b(?:date(?: (?:de |d')?(?:facture|emission|l'avis|l'appel))?(?! (?:d'exigibilite|d'echeance|limite|de (?:paiement|prelevement|reglement))\b)(?: (?!debit|credit|libelle|operations?|mouvements?|solde)[a-z'.]+){1,4}|emise? le(?: (?!debit|credit|libelle|operations?|mouvements?|solde)[a-z'.]+){1,7})$/,
    kinds: ['facture', 'appel-de-fonds'],
    weight: 8,
    example: {
      kind: 'facture',
      text: 'FACTURE N° 2025-0142\nDate Échéance Client\n14/05/2025 13/06/2025 PANO-013',
      expected: '2025-05-14',
    },
    counterExample: {
      kind: 'facture',
      text: 'Facture du 12/06/2025.\nDésignation Date intervention Qté\nRecherche de fuite 02/06/2025',
      expected: '2025-06-12',
    },
  },
  {
    name: 'document établi, délivré, mis à jour',
    before: new RegExp(
      // a whole word: « adressée le » (a letter sent) is not « dressé le »; a copy delivered
      // later is a print day (« édition d’un export »)
      // « établies par le syndic le »: who drew it up may stand between the word and the day;
      // another paper's issue is not this one's (« le dernier appel a été émis le … »)
      `(?:(?<!(?:copie|expedition|extrait)s?(?: conformes?)? )(?<!\\b(?:appels?|factures?|cheques?|virements?) (?:(?:a|ont) ete|est|sont) )\\b${ISSUED}s?(?: a [a-z' -]{2,30},?| par [a-z' .-]{2,40}?)? (?:le|au)|(?:derniere )?mise a jour ?:?|attestation ${ISSUED} le|\\barretee?s? le|(?:^|[.] |\\bet )signee?s?(?: a [a-z' -]{2,30},?)? le|export du|releve arrete au|situation (?:arretee|de votre compte) au|releve de compte (?:etabli )?au)$`,
    ),
    weight: 7,
    example: {
      kind: 'fiche-synthetique',
      text: 'Décret du 21 décembre 2016. Fiche établie le17 janvier 2025 par le syndic.',
      expected: '2025-01-17',
    },
    counterExample: {
      kind: 'fiche-synthetique',
      text: 'Fiche synthétique, loi du 10 juillet 1965. Mise à jour : 3 mars 2024.',
      expected: '2024-03-03',
    },
  },
  {
    // extranet exports and software print their run date as a field: « Édition du : »
    // « édité à Lyon le » too: the day the paper was printed, weaker than the day the
    // document says it was drawn up or written (« établi le », « Nantes, le ») and never
    // trusted blindly (doubt); « Date d’édition : » and a copy delivered since (« copie,
    // expédition délivrée le »: a deed's copy printed decades later) are the same
    name: 'édition d’un export',
    before:
      /(?:\b(?:edite|editee|imprime)(?: a [a-z' -]{2,30},?)? (?:le|au)|(?:edition|edite|imprime|genere|exporte?) (?:du|le) ?:?|date d'edition ?:?|(?:copie|expedition|extrait)s?(?: conformes?)? delivree?s? le)$/,
    weight: 5,
    doubt: 'printed',
    example: {
      kind: 'carnet',
      text: 'Carnet d’entretien. Édition du : 2024-10-01. Équipement, dernière intervention, prochaine visite : portail 2024-06-27 2025-06-27.',
      expected: '2024-10-01',
    },
    counterExample: {
      kind: 'carnet',
      text: 'Carnet d’entretien — édition du syndic ImmoNet. Ascenseur : visite du 18/09/2024. Mis à jour le 01/10/2024.',
      expected: '2024-10-01',
    },
  },
  {
    // a maintenance log is a register kept up to date: the day it is edited is the version
    // a buyer receives (« Date d’édition : »), unlike a print day on a document drawn up
    // once (« édition d’un export »)
    name: 'édition d’un carnet d’entretien',
    before: /(?:date d'edition|edition du|edite le) ?:?$/,
    kinds: ['carnet'],
    weight: 8,
    example: {
      kind: 'carnet',
      text: 'Carnet d’entretien. Diagnostic amiante (DTA) : mis à jour le 17/09/2019. Date d’édition : 2025-04-11',
      expected: '2025-04-11',
    },
    counterExample: {
      kind: 'releve-de-compte',
      text: 'Relevé de compte au 31/01/2025. Date d’édition : 03/02/2025. 01/01/2025 Appel T1',
      expected: '2025-01-31',
    },
  },
  {
    // a plan's title block lists its versions: « Indice | Date | Objet » then « A 11.10.1998
    // Création », « B … Modification »
    name: 'ligne du cartouche d’un plan',
    after:
      /^ ?[-:]? ?(?:creation|premiere (?:edition|diffusion)|edition|modifications?|mise a jour|diffusion|etablissement)\b/,
    kinds: ['plans'],
    weight: 7,
    doubt: 'row',
    example: {
      kind: 'plans',
      text: 'Plan de masse. Échelle 1/500. Indice Date Objet A 11.10.1998 Création B 03.05.2005 Modification du lot 12. Tirage du 14.02.2011',
      expected: '2005-05-03',
    },
    counterExample: {
      kind: 'releve-de-compte',
      text: 'Relevé de compte arrêté au 30/06/2025. 01/04/2025 création du compte travaux.',
      expected: '2025-06-30',
    },
  },
  {
    // the same title block's later rows, whose object the rule above may not know
    // (« C 12/05/2016 Réunion des lots 5 et 6 »): the revision's letter comes first (« A »
    // left out: it is also « à »)
    name: 'indice d’une ligne du cartouche',
    before: /(?:^|\s)[b-h]$/,
    kinds: ['plans'],
    weight: 7,
    doubt: 'row',
    example: {
      kind: 'plans',
      text: 'Indice Date Objet A 17/03/1994 Création B 08/01/2009 Division du lot 4 C 12/05/2016 Réunion des lots 5 et 6',
      expected: '2016-05-12',
    },
    counterExample: {
      kind: 'courrier',
      text: 'Lyon, le 4 juin 2024. Annexe B 12/05/2016 : plan du lot.',
      expected: '2024-06-04',
    },
  },
  {
    // a convocation's meeting is a day and an hour (« le lundi 3 mars 2025 à 17 h 30 »):
    // the notice is dated by its letter, not by the meeting it calls; a form's fields too
    // (« Date : 08/10/2024  Heure : 18 h 30 », « le 8 octobre 2024 de 18 h à 20 h »)
    name: 'réunion convoquée (un jour et une heure)',
    after:
      /^,? (?:(?:a|des|de) \d{1,2} ?(?:h|heures?)\b|\(?\d{1,2} ?h(?: ?\d{2})?\b|-? ?(?:heure|horaire)s? ?:)/,
    kinds: ['convocation-ag'],
    weight: -6,
    example: {
      kind: 'convocation-ag',
      text: 'Nice, 3 févr. 2025. Vous êtes convoqués au 31 avenue Borriglione, le lundi 3 mars 2025 à 17 h 30.',
      expected: '2025-02-03',
    },
    counterExample: {
      kind: 'convocation-ag',
      text: 'Paris, le 12 mai 2025. Assemblée générale — Date : 11/06/2025 Heure : 18 h 30 Lieu : salle Pleyel.',
      expected: '2025-05-12',
    },
  },
  {
    // a printed e-mail's header: « Envoyé : vendredi 24 mai 2024 10:12 »
    name: 'courriel envoyé',
    // an English-language mail client's « Sent: Tuesday, February 4, 2025 » too, and
    // « Envoyé le : »; not the header of a message quoted below (« > Envoyé : … »)
    before: /(?<!(?:^|\n)> ?)\b(?:envoye(?: le)?|date d'envoi|sent) ?:?$/,
    weight: 8,
    example: {
      kind: 'convocation-ag',
      text: 'De : Cabinet Vauban — Envoyé : vendredi 24 mai 2024 10:12\nAssemblée générale ordinaire du mardi 18 juin 2024 à 18 h 30',
      expected: '2024-05-24',
    },
    counterExample: {
      kind: 'courrier',
      text: 'Lyon, le 4 juin 2024. Le courrier envoyé à votre ancienne adresse le 2 mai 2024 nous est revenu.',
      expected: '2024-06-04',
    },
  },
  {
    // a reference line dates the document it heads: « Réf. : MED/2025/044 — 05/05/2025 »,
    // « DEVIS N° D-25-118 — 09/01/2025 », « Minute n° 1974/0312 — 12/03/1974 »; printed once
    // and without a verb, it still names the document's own day, as strongly as « établi le »
    name: 'référence et date en en-tête',
    before:
      /\b(?:ref(?:erence)?s?\.? ?:?|(?:devis|facture|avoir|minute|dossier|rapport|courrier|lettre) n.?) ?[a-z0-9][a-z0-9/._-]* -$/,
    weight: 7,
    example: {
      kind: 'facture',
      text: 'DEVIS N° D-25-118 — 09/01/2025. Selon le cahier des charges du maître d’œuvre, établi le 15 décembre 2024.',
      expected: '2025-01-09',
    },
    counterExample: {
      kind: 'courrier',
      text: 'Réf. : MED/2025/044. Lyon, le 5 mai 2025. Rendez-vous fixé au 12/05/2025 — 10 h.',
      expected: '2025-05-05',
    },
  },
  {
    // a day alone before any word (top right of a letter or a certificate with no place,
    // « 22/04/2025 ») is the document's, as surely as « établi le »: a register's facts
    // below it (« Dernière mise à jour : ») then contest it instead of winning outright
    name: 'jour seul en tête du document',
    before: /^$/,
    // not a print stamp's day and hour (« 02/04/2025 14:32 »)
    after: /^(?! ?\d{1,2} ?[:h] ?\d{2})/,
    weight: 7,
    example: {
      kind: 'immatriculation',
      text: '22/04/2025 ATTESTATION D’IMMATRICULATION. Date d’immatriculation 14/11/2017. Nombre de lots 31.',
      expected: '2025-04-22',
    },
    counterExample: {
      kind: 'courrier',
      text: '02/04/2025 14:32 — extranet. Lyon, le 4 avril 2025. Travaux du 12/03/2025.',
      expected: '2025-04-04',
    },
  },
  {
    // a letterhead's address then the day: « 64000 Pau Le 10/03/2025 » (the comma left out);
    // the town's words only, so that a dash or a longer phrase (« 44000 Nantes — devis
    // accepté le ») is another day's
    name: 'adresse puis date d’un courrier',
    before: /\b\d{5} [a-z][a-z'-]*(?: [a-z][a-z'-]*){0,2},? le$/,
    weight: 6,
    example: {
      kind: 'appel-de-fonds',
      text: 'Citya — 15 rue Joffre, 64000 Pau Le 10/03/2025. Période du 01/04/2025 au 30/06/2025.',
      expected: '2025-03-10',
    },
    counterExample: {
      kind: 'convocation-ag',
      text: 'Nantes, le 4 juin 2025. Assemblée au 12 rue Crébillon, 44000 Nantes le 20 juin 2025 à 18 h.',
      expected: '2025-06-04',
    },
  },
  {
    name: 'lieu et date d’un courrier',
    before: /(?:^|[.\n] ?|\b)(?:fait a )?[a-z][a-z' -]{1,30}, le$/,
    weight: 6,
    example: {
      kind: 'courrier',
      text: 'Objet : travaux. Annecy, le 4 juin 2024. Suite à votre courriel du 2 mai 2024.',
      expected: '2024-06-04',
    },
    counterExample: {
      kind: 'courrier',
      text: 'Annecy, le 4 juin 2024. Les travaux du 2 mai 2024 sont terminés.',
      expected: '2024-06-04',
    },
  },
  {
    // « Paris, 3 mars 2025 »: the same without « le », a little weaker (a list may put a
    // comma before a day)
    name: 'lieu et date d’un courrier, sans « le »',
    before: /\b(?:fait a )?[a-z][a-z' -]{1,30},$/,
    weight: 5,
    example: {
      kind: 'courrier',
      text: 'Cabinet Azur. Marseille, 3 mars 2025. Les travaux débuteront le 17 mars 2025.',
      expected: '2025-03-03',
    },
    counterExample: {
      kind: 'courrier',
      text: 'Lyon, le 4 avril 2025. Appels restant dus : janvier, 1er avril 2025.',
      expected: '2025-04-04',
    },
  },
];
