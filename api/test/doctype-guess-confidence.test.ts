import { CONFIDENT_GUESS } from '@ped/domain';
import { classifyText } from '../src/services/document-reading/type-and-date/classify';
import {
  dateConfidence,
  typeConfidence,
} from '../src/services/document-reading/type-and-date/confidence';
import { findDocumentDate } from '../src/services/document-reading/type-and-date/find-date';
import type { Ocr, OcrLayout } from '../src/services/document-reading/extract/ocr';
import { readScan } from '../src/services/document-reading/extract/read-scan';
import { CORPUS_TODAY } from './corpus/spec';

const TODAY = new Date(`${CORPUS_TODAY}T12:00:00Z`);
const typeSure = (text: string) => typeConfidence(classifyText(text).evidence) >= CONFIDENT_GUESS;
const dateOf = (text: string, kind: string) => {
  const date = findDocumentDate(text, kind, TODAY);
  return { iso: date.iso, sure: dateConfidence(date.evidence) >= CONFIDENT_GUESS };
};

describe('type confidence: only a title that names the document is prefilled', () => {
  it('never takes a works’ acceptance report for minutes (eighth tuning batch)', () => {
    const report =
      'PROCÈS-VERBAL DE RÉCEPTION DES TRAVAUX\nOpération : ravalement. Visite de réception du 23/05/2025.\nLa réception est prononcée avec les réserves ci-dessus. Fait contradictoirement à Reims, le 27 mai 2025.';
    expect(classifyText(report).kind).toBe('courrier');
  });

  it('trusts a title line far ahead of any other family', () => {
    expect(classifyText('APPEL DE FONDS\nTotal de l’appel : 612,00 €')).toMatchObject({
      kind: 'appel-de-fonds',
      evidence: 'title',
    });
    expect(typeSure('APPEL DE FONDS\nTotal de l’appel : 612,00 €')).toBe(true);
  });

  it('doubts a family named only in a letter’s subject, unless the body speaks its words', () => {
    const bare = 'Cabinet Berthier\nObjet : appel de fonds\nMadame, Monsieur, voici le document.';
    expect(classifyText(bare).kind).toBe('appel-de-fonds');
    expect(typeSure(bare)).toBe(false);
    const backed =
      'Cabinet Berthier\nObjet : appel de fonds\nTotal de l’appel : 612,00 €. Merci de bien vouloir régler votre quote-part.';
    expect(classifyText(backed).kind).toBe('appel-de-fonds');
    expect(typeSure(backed)).toBe(true);
  });

  it('doubts a letter that answers a questionnaire: a letter’s form, a questionnaire’s content', () => {
    const answer =
      'Cabinet Berthier\nAnnecy, le 12 juin 2025\nObjet : vente Chevalier / Morel — réponse à votre questionnaire\nMaître, le fonds de travaux s’élève à 11 300,00 €.\nVeuillez agréer, Maître, nos salutations distinguées.';
    expect(classifyText(answer)).toMatchObject({
      kind: 'questionnaire-syndic',
      evidence: 'title-weak',
    });
    expect(typeSure(answer)).toBe(false);
  });

  it('doubts a title close to a rival when nothing in the body backs it', () => {
    const lone = 'PROJET DE PLAN PLURIANNUEL DE TRAVAUX (PPT)\nCopropriété Les Tilleuls, Tours';
    expect(classifyText(lone)).toMatchObject({ kind: 'diagnostic', evidence: 'title-weak' });
    expect(typeSure(lone)).toBe(false);
    expect(
      typeSure(`${lone}\nDate de la visite : 2 mai 2024. Diagnostiqueur : certification n° 12`),
    ).toBe(true);
  });

  it('never takes a notice for the call for funds it announces', () => {
    const notice =
      'Information aux copropriétaires\nCopropriété du 7 rue des Lices — 49100 Angers — Le 17/04/2025\nLe second appel de fonds travaux sera adressé fin août. Merci de libérer le local vélos avant le début du chantier.';
    expect(classifyText(notice).kind).toBe('courrier');
  });
});

describe('date confidence: a day picked by a weak context among many is not prefilled', () => {
  const TABLE =
    'Ascenseur 18/09/2024 18/12/2024. Extincteurs 02/03/2024 02/03/2025. Portail 27/06/2024.';

  it('trusts a weak context when few other days compete, doubts it among many', () => {
    expect(
      dateOf('Carnet d’entretien. Lyon, le 1er octobre 2024. Ascenseur 18/09/2024.', 'carnet'),
    ).toEqual({
      iso: '2024-10-01',
      sure: true,
    });
    expect(dateOf(`Carnet d’entretien. Lyon, le 1er octobre 2024. ${TABLE}`, 'carnet')).toEqual({
      iso: '2024-10-01',
      sure: false,
    });
  });

  it('still trusts a strong context among many days', () => {
    expect(dateOf(`Carnet d’entretien. Date d’édition : 01/10/2024. ${TABLE}`, 'carnet')).toEqual({
      iso: '2024-10-01',
      sure: true,
    });
  });

  it('trusts an amending deed over the original deed it names', () => {
    expect(
      dateOf(
        'MODIFICATIF AU RÈGLEMENT DE COPROPRIÉTÉ\nImmeuble sis 4 rue de la Monnaie, Lille\nActe reçu le 21 septembre 2011 par Maître Roux. Le présent acte modifie le règlement établi suivant acte reçu par Maître Girard le 3 juin 1987.',
        'reglement',
      ),
    ).toEqual({ iso: '2011-09-21', sure: true });
  });

  it('takes the later of two days rated alike, without trusting it', () => {
    expect(
      dateOf(
        'Plan de masse. Indice Date Objet A 11.10.1998 Création B 03.05.2005 Modification',
        'plans',
      ),
    ).toEqual({ iso: '2005-05-03', sure: false });
  });

  it('doubts a print day, and prefers the day the document says it was drawn up', () => {
    const annexes = 'ANNEXES COMPTABLES\nExercice du 01/01/2024 au 31/12/2024.';
    const printed = `${annexes}\nDocument généré le 25/02/2025`;
    expect(dateOf(printed, 'annexes-comptables')).toEqual({ iso: '2025-02-25', sure: false });
    expect(
      dateOf(
        `${annexes}\nAnnexes établies par le syndic le 24 février 2025.\n${printed}`,
        'annexes-comptables',
      ),
    ).toEqual({ iso: '2025-02-24', sure: true });
    expect(
      dateOf(
        'Assemblée générale ordinaire du 18 mars 2025. Document édité le 09/04/2025.',
        'pv-ag',
      ),
    ).toEqual({ iso: '2025-03-18', sure: true });
    // a place and a day beat a print day, by too little to be trusted
    expect(
      dateOf('Nantes, le 22 avril 2025. Convocation. Édité le 23/04/2025.', 'convocation-ag'),
    ).toEqual({ iso: '2025-04-22', sure: false });
  });

  it('reads a statement by the day its situation is drawn up at, not its print day', () => {
    expect(
      dateOf('Situation arrêtée au 31 mars 2025. Édité le 07/04/2025.', 'releve-de-compte'),
    ).toEqual({ iso: '2025-03-31', sure: true });
    expect(
      dateOf(
        'Extrait le 15.01.2025. Relevé de compte au 31.12.2024. Appel T4 01.10.2024',
        'releve-de-compte',
      ),
    ).toEqual({ iso: '2024-12-31', sure: true });
  });

  it('doubts a title-block row when a later row is left unread (its letter lost)', () => {
    const rows =
      'Plan du RDC. Indice Date Objet A 17/03/1994 Création | 12/05/2016 Réunion des lots';
    expect(dateOf(rows, 'plans')).toEqual({ iso: '1994-03-17', sure: false });
    expect(dateOf('Plan du RDC. Indice Date Objet A 17/03/1994 Création', 'plans')).toEqual({
      iso: '1994-03-17',
      sure: true,
    });
  });

  it('never trusts the day of a document it replaces, cancels or answers', () => {
    // the other document's day in a context as strong as the document's own: unexplained,
    // it won at 0.97; named as replaced, it no longer competes
    expect(
      dateOf(
        'Grenoble, le 5 février 2025. Avoir n° AV-12 : annule et remplace la facture du 21/01/2025.',
        'facture',
      ),
    ).toEqual({ iso: '2025-02-05', sure: true });
    expect(
      dateOf(
        'Fiche synthétique. Paris, le 2 mai 2025. Elle remplace la fiche établie le 6 mai 2024.',
        'fiche-synthetique',
      ),
    ).toEqual({ iso: '2025-05-02', sure: true });
    expect(
      dateOf(
        'Rapport n° G-25-0419 établi le 23/05/2025. Le présent rapport remplace le rapport n° G-19-0077 établi le 12/06/2019.',
        'diagnostic',
      ),
    ).toEqual({ iso: '2025-05-23', sure: true });
    // a sentence going on to the document's own day is no quote
    expect(
      dateOf(
        'Procès-verbal. Suite à la convocation adressée par le syndic les copropriétaires se sont réunis le 12 mars 2024.',
        'pv-ag',
      ),
    ).toEqual({ iso: '2024-03-12', sure: true });
    // two days in the same words, neither explained: still asked
    expect(
      dateOf(
        'Questionnaire. Cadre du notaire — Date : 10/03/2025. Cadre du syndic — Date : 24/03/2025.',
        'questionnaire-syndic',
      ),
    ).toEqual({ iso: '2025-03-24', sure: false });
  });

  it('reads « en date du » alone as a weak context, after a document that dates itself as a strong one', () => {
    expect(
      dateOf(
        'Lyon, le 4 juin 2025. Conformément à la délibération en date du 12 mars 2025, les travaux débuteront.',
        'courrier',
      ),
    ).toEqual({ iso: '2025-06-04', sure: true });
    expect(
      dateOf('Lyon, le 4 juin 2025. Facture n° 118 en date du 2 juin 2025.', 'facture'),
    ).toEqual({ iso: '2025-06-02', sure: true });
  });

  it('takes a copy delivered since, and a « Date d’édition », for print days', () => {
    const deed =
      'RÈGLEMENT DE COPROPRIÉTÉ. Copie délivrée le 12/09/2023. Reçu par Maître Bardet, notaire à Vichy, le 1er février 1957, publié au bureau des hypothèques le 14 mars 1957.';
    expect(dateOf(deed, 'reglement')).toEqual({ iso: '1957-02-01', sure: true });
    expect(dateOf('RÈGLEMENT DE COPROPRIÉTÉ. Copie délivrée le 12/09/2023.', 'reglement')).toEqual({
      iso: '2023-09-12',
      sure: false,
    });
    // the original deed of a coordinated version is no rival to it
    expect(
      dateOf(
        'Version coordonnée établie le 5 février 2021. Acte initial reçu par Maître Garnier, notaire à Grenoble, le 14 octobre 1968.',
        'reglement',
      ).iso,
    ).toBe('2021-02-05');
    expect(
      dateOf(
        'Relevé de compte au 31/01/2025. Date d’édition : 03/02/2025. 01/01/2025 Appel T1',
        'releve-de-compte',
      ),
    ).toEqual({ iso: '2025-01-31', sure: true });
    expect(dateOf('Fiche synthétique. Date d’édition : 03/02/2025.', 'fiche-synthetique')).toEqual({
      iso: '2025-02-03',
      sure: false,
    });
    // a maintenance log's edition is its version
    expect(
      dateOf(
        'Carnet d’entretien. Ascenseur : visite du 18/09/2024. Date d’édition : 2025-04-11',
        'carnet',
      ),
    ).toEqual({ iso: '2025-04-11', sure: true });
  });

  it('dates minutes of a meeting held over two days by the day it opened', () => {
    expect(
      dateOf(
        'PROCÈS-VERBAL. L’assemblée générale s’est ouverte le lundi 16 décembre 2024 à 18 h 30. Séance suspendue, reprise le mardi 17 décembre 2024. Séance levée le 17 décembre 2024.',
        'pv-ag',
      ),
    ).toEqual({ iso: '2024-12-16', sure: true });
  });

  it('trusts minutes only by their meeting, a règlement only by a deed or its coordinated version', () => {
    // the meeting is told in words no rule reads: the signature day stands for it
    const minutes =
      'PROCÈS-VERBAL DE L’ASSEMBLÉE GÉNÉRALE\nLes copropriétaires, convoqués par le syndic, ont délibéré sur l’ordre du jour du 12 mars 2024.\nFait à Lyon, le 20 mars 2024.';
    expect(dateOf(minutes, 'pv-ag')).toEqual({ iso: '2024-03-20', sure: false });
    expect(dateOf(`${minutes}\nAssemblée générale ordinaire du 12 mars 2024.`, 'pv-ag')).toEqual({
      iso: '2024-03-12',
      sure: true,
    });
    // the same words in a letter date it
    expect(dateOf('Fait à Lyon, le 20 mars 2024. Objet : travaux.', 'courrier')).toEqual({
      iso: '2024-03-20',
      sure: true,
    });
    expect(dateOf('RÈGLEMENT DE COPROPRIÉTÉ. Grenoble, le 2 mars 2024.', 'reglement')).toEqual({
      iso: '2024-03-02',
      sure: false,
    });
    expect(
      dateOf(
        'RÈGLEMENT DE COPROPRIÉTÉ. Version coordonnée établie le 5 février 2021. Acte initial reçu par Maître Garnier, notaire à Grenoble, le 14 octobre 1968.',
        'reglement',
      ),
    ).toEqual({ iso: '2021-02-05', sure: true });
  });

  it('reads a meeting abbreviated or « réunie le », and a convocation’s meeting given as fields', () => {
    expect(dateOf('PV de l’AGO du 12/03/2025. Fait à Lyon, le 20 mars 2025.', 'pv-ag')).toEqual({
      iso: '2025-03-12',
      sure: true,
    });
    expect(
      dateOf(
        'Procès-verbal. L’assemblée générale, réunie le 12 mars 2025 à 18 h, a délibéré. Fait à Lyon, le 20 mars 2025.',
        'pv-ag',
      ),
    ).toEqual({ iso: '2025-03-12', sure: true });
    expect(
      dateOf(
        'Paris, le 12 mai 2025. Assemblée générale — Date : 11/06/2025 Heure : 18 h 30 Lieu : salle Pleyel.',
        'convocation-ag',
      ),
    ).toEqual({ iso: '2025-05-12', sure: true });
  });

  it('never trusts a day a rule names as another event’s, even when a stronger context outweighs it', () => {
    // « assemblée générale du » reads as the minutes' meeting (10) and « voté par
    // l'assemblée générale du » as a quoted one (−8): the 2 left won at 0.97
    expect(
      dateOf(
        'Procès-verbal. Les copropriétaires se sont réunis ce jour. Résolution 4 : l’assemblée ratifie le marché voté par l’assemblée générale du 22 juin 2023.',
        'pv-ag',
      ),
    ).toEqual({ iso: '2023-06-22', sure: false });
    // a management contract read as minutes: the assembly that designated the syndic
    expect(
      dateOf(
        'Contrat de syndic. Le cabinet Flandres Syndic, désigné par l’assemblée générale du 12 juin 2025. Le contrat commencera le 01/07/2025.',
        'pv-ag',
      ),
    ).toEqual({ iso: '2025-06-12', sure: false });
    // a decision of a quoted assembly, however it is worded, no longer ties with the meeting
    for (const quoted of [
      'les travaux votés en AG du 14/06/2023',
      'conformément à la délibération de l’assemblée générale du 14/06/2023',
      'comme décidé lors de la dernière AG du 14/06/2023',
    ])
      expect(
        dateOf(
          `Procès-verbal. Les copropriétaires se sont réunis le 5 juin 2025. Réception de ${quoted}.`,
          'pv-ag',
        ),
      ).toEqual({ iso: '2025-06-05', sure: true });
    // a due day heading a column before the document's own day is no quote
    expect(dateOf('Facture. Date de facture Échéance 11/02/2025 13/03/2025', 'facture')).toEqual({
      iso: '2025-02-11',
      sure: true,
    });
  });

  it('reads the day a reference line, a letterhead or the top of the page gives the document', () => {
    expect(
      dateOf(
        'Réf. AGO-2025/07 — 14/03/2025. Procès-verbal. Le marché voté par l’assemblée générale du 22 juin 2023 est ratifié.',
        'pv-ag',
      ),
    ).toEqual({ iso: '2025-03-14', sure: false });
    expect(
      dateOf(
        'Réf. ANX-2024 — 20/02/2025. Annexes comptables, exercice 2024, présentées à l’assemblée générale du 27/03/2025.',
        'annexes-comptables',
      ),
    ).toEqual({ iso: '2025-02-20', sure: true });
    expect(
      dateOf(
        'Citya — 15 rue Joffre, 64000 Pau Le 10/03/2025. Appel de provisions, période du 01/04/2025 au 30/06/2025.',
        'appel-de-fonds',
      ),
    ).toEqual({ iso: '2025-03-10', sure: true });
    // a register's « Dernière mise à jour » no longer wins over the certificate's own day
    expect(
      dateOf(
        '22/04/2025 ATTESTATION D’IMMATRICULATION. Date d’immatriculation 14/11/2017. Dernière mise à jour 05/03/2025.',
        'immatriculation',
      ),
    ).toEqual({ iso: '2025-04-22', sure: false });
  });

  it('reads a division schedule by its own deed, not the règlement it is annexed to', () => {
    expect(
      dateOf(
        'ÉTAT DESCRIPTIF DE DIVISION — MODIFICATIF\nAnnexé au règlement de copropriété du 4 mars 1965. Suivant acte reçu par Maître Girard, notaire à Nîmes, le 12 octobre 1989.',
        'reglement',
      ),
    ).toEqual({ iso: '1989-10-12', sure: true });
  });

  it('never reads a ledger’s first column as a call’s own day', () => {
    expect(
      dateOf(
        'Mes opérations. Période : du 01/01/2025 au 31/03/2025.\nDate Opération Débit Crédit\n01/01/2025 Appel de fonds T1 2025 520,00',
        'appel-de-fonds',
      ).sure,
    ).toBe(false);
  });

  it('reads a report’s « date du constat », an update « MAJ le » and a mail « Sent: »', () => {
    expect(dateOf('CREP. Arrêté du 19 août 2011. Date du constat : 14/03/2025.', 'plomb')).toEqual({
      iso: '2025-03-14',
      sure: true,
    });
    expect(
      dateOf(
        'Carnet d’entretien. MAJ le 03/04/2025. Ascenseur : contrat du 01/01/2020, visite le 20/04/2025.',
        'carnet',
      ),
    ).toEqual({ iso: '2025-04-03', sure: true });
    expect(
      dateOf(
        'From: Syndic. Sent: Tuesday, February 4, 2025 10:12 AM. Le badge désactivé le 30/01/2025.',
        'courrier',
      ),
    ).toEqual({ iso: '2025-02-04', sure: true });
  });

  // eighth tuning batch (ADR 058)
  it('dates an e-mail by its header, not by the documents it sends, and a contract by its signature', () => {
    expect(
      dateOf(
        'De : Bellman Syndic <support@bellman.fr>\nDate : mar. 10 juin 2025 à 11:02\nObjet : Votre demande\nVous trouverez le procès-verbal de l’AG du 12 mai 2025 et la fiche synthétique mise à jour le 2 janv. 2025.',
        'courrier',
      ),
    ).toEqual({ iso: '2025-06-10', sure: true });
    expect(
      dateOf(
        'CONTRAT DE SYNDIC. Désigné par l’assemblée générale du 12 juin 2025. Signé le 16 juin 2025, en deux exemplaires.',
        'courrier',
      ),
    ).toEqual({ iso: '2025-06-16', sure: true });
    // a promise signed earlier, told in a sentence, is another act's day
    expect(
      dateOf(
        'Lyon, le 11 mars 2025. Une promesse de vente a été signée le 4 mars 2025.',
        'courrier',
      ).iso,
    ).toBe('2025-03-11');
  });

  it('reads accounts by the day they were drawn up, not the meeting they are submitted to', () => {
    expect(
      dateOf(
        'Annexes 1 à 5 — arrêtées le 5 mars 2025. Soumises à l’assemblée générale du 10 avril 2025.',
        'annexes-comptables',
      ).iso,
    ).toBe('2025-03-05');
  });

  it('reads a call by the day under its « Émis le » header, OCR noise between', () => {
    expect(
      dateOf(
        'imprimé le 15/01/2025 Avis d’appel de fonds n° 2025-01 Émis le Échéance Lot pois ie ae er 02/01/2025 01/02/2025 Lot 44',
        'appel-de-fonds',
      ),
    ).toEqual({ iso: '2025-01-02', sure: true });
  });

  it('reads a deed by the day it opens on before its notary, or « par-devant » him', () => {
    expect(
      dateOf(
        'Copie authentique délivrée le 14/01/2025. Le vingt et un juin deux mille un, Maître Hervé Caradec, notaire à Nantes, a établi le règlement de copropriété.',
        'reglement',
      ),
    ).toEqual({ iso: '2001-06-21', sure: true });
    expect(
      dateOf(
        'Modificatif. Par-devant Maître Claire Besson, notaire à Dijon, le 8 octobre 2019, dont le règlement a été établi le 12 avril 1958.',
        'reglement',
      ).iso,
    ).toBe('2019-10-08');
  });

  it('never dates a work order by the works’ start', () => {
    expect(
      dateOf(
        'ORDRE DE SERVICE. Marché de travaux du 14/10/2024. L’entreprise est invitée à démarrer les travaux le 03/02/2025. Le syndic — le 20/01/2025',
        'courrier',
      ).iso,
    ).toBe('2025-01-20');
  });

  it('never trusts a day no rule speaks for', () => {
    expect(dateOf('Plan de masse. Échelle 1/500. 11.10.1998', 'plans')).toEqual({
      iso: '1998-10-11',
      sure: false,
    });
  });
});

describe('reading a scan', () => {
  /** An OCR that gives each layout's text and records the layouts asked for. */
  function ocrGiving(text: Record<OcrLayout, string>) {
    const asked: OcrLayout[] = [];
    const ocr: Ocr = {
      read: async (_image: Buffer, layout: OcrLayout = 'block') => {
        asked.push(layout);
        return { text: text[layout], layout: null };
      },
      close: async () => undefined,
    };
    return { ocr, asked };
  }
  const PAGE = Buffer.from('page');

  it('reads a page without any day again with automatic segmentation', async () => {
    const { ocr, asked } = ocrGiving({
      block: 'PLAN DE SITUATION\nIndice Date Objet',
      auto: 'PLAN DE SITUATION\nIndice Date Objet\nA 11.10.1998 Création',
    });
    expect((await readScan([PAGE], ocr)).pages).toEqual([
      'PLAN DE SITUATION\nIndice Date Objet\nA 11.10.1998 Création',
    ]);
    expect(asked).toEqual(['block', 'auto']);
  });

  it('reads a dated page once, and keeps the block reading when the second finds no day either', async () => {
    const dated = ocrGiving({ block: 'Appel de fonds du 1er avril 2025', auto: 'unused' });
    expect((await readScan([PAGE, PAGE], dated.ocr)).pages).toHaveLength(2);
    expect(dated.asked).toEqual(['block', 'block']);
    const dateless = ocrGiving({ block: 'Plan de masse, table', auto: 'Plan de masse\ntable' });
    expect((await readScan([PAGE], dateless.ocr)).pages).toEqual(['Plan de masse, table']);
  });
});
