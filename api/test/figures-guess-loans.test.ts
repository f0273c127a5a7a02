import { guessFigures } from '../src/services/document-reading/figures/guess';
import { byField, page, spoken, TODAY } from './helpers/figures';

/**
 * The ninth round (issue 39): a collective loan read from a call's rows, an owner's ledger,
 * an account's table of loans, and the wordings letters and answers give its figures.
 */

const CALL = { kind: 'appel-de-fonds', dateISO: '2025-06-05', dateConfidence: 0.8 };
const STATEMENT = { kind: 'releve-de-compte', dateISO: '2025-06-03', dateConfidence: 0.8 };
const ANNEXES = { kind: 'annexes-comptables', dateISO: '2025-03-24', dateConfidence: 0.8 };
const ANSWERS = { kind: 'questionnaire-syndic', dateISO: '2025-06-12', dateConfidence: 0.8 };

describe('a call’s loan rows', () => {
  const call = page(
    'APPEL DE FONDS — 3e TRIMESTRE 2025',
    'Lot 14 — échéance du 01/07/2025',
    'Poste Montant immeuble Tantièmes Base Votre part',
    'Provisions sur budget 98 000,00 305 10 000 747,25',
    'Emprunt ascenseur — capital emprunté 90 000,00 305 10 000 2 745,00',
    'Emprunt ascenseur — échéance 11/40 2 480,00 305 10 000 75,64',
    'Total de l’appel 822,89',
  );

  it('gives the building’s loan and the lot’s part of it, proven by the lot’s tantièmes', () => {
    const read = byField(guessFigures(call, CALL, TODAY));
    expect(read.loan_amount).toMatchObject({ amount: 9000000, confidence: 0.95 });
    expect(read.loan_share).toMatchObject({ amount: 274500, confidence: 0.95 });
    expect(spoken(read.loan_share!.proofs)).toEqual(['90 000,00 € × 305 / 10000 = 2 745,00 €']);
  });

  it('gives what this call asks for the instalment, proven the same way', () => {
    const read = byField(guessFigures(call, CALL, TODAY));
    expect(read.loan_instalment).toMatchObject({ amount: 7564, confidence: 0.95 });
  });

  it('reads a row without tantièmes as the lot’s instalment, for the seller to check', () => {
    const letter = page(
      'Orléans, le vendredi 13 juin 2025',
      'Objet : appel de fonds du 3e trimestre 2025 — lot n° 12',
      'Appel du 1er juillet 2025 Montant',
      'Provision sur budget (1/4) 609,60 €',
      'Fonds de travaux (1/4) 30,48 €',
      'Emprunt toiture — échéance 17/40 84,14 €',
      'Total à régler 724,22 €',
    );
    const read = byField(guessFigures(letter, CALL, TODAY));
    expect(read.loan_instalment).toMatchObject({ amount: 8414 });
    expect(read.loan_instalment!.confidence).toBeLessThan(0.9);
    // the call's row is no capital: nothing else of the loan is read from it
    expect(read.loan_amount).toBeUndefined();
  });

  it('takes the subtotal of the instalment’s capital and interest, not either line', () => {
    const read = byField(
      guessFigures(
        page(
          'APPEL DE FONDS',
          'Emprunt toiture — capital emprunté 10000 412 60 000,00 2 472,00',
          'Échéance — remboursement du capital 10000 412 1 375,00 56,65',
          'Échéance — intérêts 10000 412 250,00 10,30',
          'Sous-total échéance 15/40 1 625,00 66,95',
          'Total à régler 607,70',
        ),
        CALL,
        TODAY,
      ),
    );
    expect(read.loan_instalment).toMatchObject({ amount: 6695, confidence: 0.95 });
  });
});

describe('a loan in sentences and answers', () => {
  it('reads the lot’s part and instalment however the letter words them', () => {
    const read = byField(
      guessFigures(
        page(
          'Poitiers, le 6 juin 2025',
          'Enfin, le syndicat rembourse l’emprunt de 56 000,00 € souscrit en 2023. Votre part de cet',
          'emprunt est de 2 060,80 € ; sur l’échéance trimestrielle de 1 540,00 €, 56,67 € vous',
          'reviennent. Après ce règlement, le capital restant dû sur votre part sera de 1 245,31 €,',
          'et la prochaine échéance sera appelée le 1er octobre 2025.',
        ),
        CALL,
        TODAY,
      ),
    );
    expect(read.loan_share).toMatchObject({ amount: 206080 });
    expect(read.loan_instalment).toMatchObject({ amount: 5667 });
    expect(read.loan_remaining).toMatchObject({ amount: 124531 });
    expect(read.dt_loan_next).toMatchObject({ date: '2025-10-01' });
  });

  it('reads a syndic’s answer naming the lot, and its capital left on the lot’s part', () => {
    const read = byField(
      guessFigures(
        page(
          'QUESTIONNAIRE DU NOTAIRE',
          '7. Emprunt collectif. Le syndicat a emprunté 260 000,00 € en 2021 pour le ravalement,',
          'remboursables par trimestre sur quinze ans. La part du lot 23 est de 4 862,00 € ; son échéance',
          'trimestrielle est de 130,53 € et le capital restant dû sur sa part s’élève à 2 941,16 €.',
        ),
        ANSWERS,
        TODAY,
      ),
    );
    expect(read.loan_amount).toMatchObject({ amount: 26000000 });
    expect(read.loan_share).toMatchObject({ amount: 486200 });
    expect(read.loan_instalment).toMatchObject({ amount: 13053 });
    expect(read.loan_remaining).toMatchObject({ amount: 294116 });
  });

  it('never takes a call’s « votre échéance » for the loan’s when no loan is named', () => {
    const read = byField(
      guessFigures(
        page(
          'AVIS D’ÉCHÉANCE',
          'Provision sur budget 609,60 €',
          'Votre échéance du 1er juillet 2025 : 724,22 €',
        ),
        CALL,
        TODAY,
      ),
    );
    expect(read.loan_instalment).toBeUndefined();
  });

  it('proves an extranet page’s « Ma quote-part » by the lot’s tantièmes printed above', () => {
    const read = byField(
      guessFigures(
        page(
          'Mon échéancier 2024-10-01 → 2025-09-30',
          'Ma quote-part annuelle (312 / 10 000) 2 433,60 €',
          'Mon emprunt : ascenseur (souscrit en 2023)',
          'Capital emprunté par le syndicat 96 000,00 €',
          'Ma quote-part 2 995,20 €',
          'Ma mensualité 28,78 €',
          'Prochaine mensualité 2025-07-01',
        ),
        CALL,
        TODAY,
      ),
    );
    expect(read.loan_share).toMatchObject({ amount: 299520, confidence: 0.95 });
    expect(read.loan_instalment).toMatchObject({ amount: 2878 });
    expect(read.dt_loan_next).toMatchObject({ date: '2025-07-01' });
  });
});

describe('a loan in accounts', () => {
  it('gives the instalment an owner’s ledger debited last', () => {
    const read = byField(
      guessFigures(
        page(
          'RELEVÉ DE COMPTE COPROPRIÉTAIRE',
          'Date Libellé Débit Crédit Solde',
          '01/01/2025 Emprunt ascenseur — échéance 91,40 803,50 D',
          '06/01/2025 Prélèvement mensuel -272,00 531,50 D',
          '01/04/2025 Emprunt ascenseur — échéance 91,40 739,13 D',
          '07/04/2025 Prélèvement mensuel -272,00 467,13 D',
        ),
        STATEMENT,
        TODAY,
      ),
    );
    expect(read.loan_instalment).toMatchObject({ amount: 9140 });
  });

  it('gives the borrowed capital of a table of loans, proven by what was repaid and is left', () => {
    const read = byField(
      guessFigures(
        page(
          'ANNEXE 5 — OPÉRATIONS EXCEPTIONNELLES ET EMPRUNTS',
          'Opération Décision Capital / budget Remboursé / dépensé Reste',
          'Remplacement des boîtes aux lettres AG du 11/04/2024 11 240,00 2 405,40 8 834,60',
          'Emprunt ravalement, 8 ans AG du 16/03/2017 180 000,00 150 000,00 30 000,00',
        ),
        ANNEXES,
        TODAY,
      ),
    );
    expect(read.loan_amount).toMatchObject({ amount: 18000000, confidence: 0.95 });
    expect(spoken(read.loan_amount!.proofs)).toEqual(['180 000,00 € − 150 000,00 € = 30 000,00 €']);
  });
});
