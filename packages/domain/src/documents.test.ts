import {
  SELLER_DOCUMENT_CHOICES,
  sellerChoiceType,
  sellerDocumentChoice,
  ACCEPTED_UPLOAD_ACCEPT_ATTRIBUTE,
  ACCEPTED_UPLOAD_MIME_TYPES,
  DOC_TYPES,
  DOCUMENT_FORM_MESSAGES,
  docTypeLabel,
  isAcceptedUploadMimeType,
  isDocType,
  guessQuestion,
  prefillFromGuess,
  validateDocumentForm,
} from './documents';

describe('document types', () => {
  it('has the ten labels of docs/product.md §3.4', () => {
    expect(DOC_TYPES).toEqual({
      1: 'Fiche Synthétique',
      2: 'Procès-Verbal (PVs)',
      3: 'Règlement de Copropriété',
      4: 'Diagnostic',
      5: 'Diagnostic Amiante',
      6: 'Diagnostic Plomb',
      7: 'Carnet Entretien',
      8: 'Plans',
      9: 'Immatriculation',
      10: 'Autre',
    });
  });

  it('recognises types 1 to 10 only', () => {
    for (let n = 1; n <= 10; n += 1) expect(isDocType(n)).toBe(true);
    for (const n of [0, 11, 1.5, -1, '1', null]) expect(isDocType(n)).toBe(false);
  });

  it('labels types and returns "" for unknown ones', () => {
    expect(docTypeLabel(5)).toBe('Diagnostic Amiante');
    expect(docTypeLabel(42)).toBe('');
  });
});

describe('the seller’s list of types', () => {
  it('offers their calls for funds, account statement and accounts beside the register’s types, before « Autre »', () => {
    const labels = SELLER_DOCUMENT_CHOICES.map((choice) => choice.label);
    expect(labels.slice(-4)).toEqual([
      'Appel de fonds',
      'Relevé de compte copropriétaire',
      'Annexes comptables',
      'Autre',
    ]);
    expect(labels).toContain('Procès-Verbal (PVs)');
  });

  it('files a seller’s kind as « Autre » with the kind, and shows it back from the comment or the reading', () => {
    expect(sellerChoiceType('Relevé de compte copropriétaire')).toEqual({
      doctype: 10,
      kind: 'Relevé de compte copropriétaire',
    });
    expect(sellerChoiceType('2')).toEqual({ doctype: 2, kind: null });
    expect(sellerChoiceType('')).toBeNull();
    expect(sellerDocumentChoice(10, 'Appel de fonds')).toBe('Appel de fonds');
    // the reader's label of the accounts names the kind too
    expect(sellerDocumentChoice(10, '', 'Annexes comptables (comptes de l’exercice)')).toBe(
      'Annexes comptables',
    );
    // a comment of the seller's own does not hide what the reading recognised
    expect(sellerDocumentChoice(10, 'Appel du 3e trimestre', 'Appel de fonds')).toBe(
      'Appel de fonds',
    );
    expect(sellerDocumentChoice(10, 'Arrêté municipal')).toBe('10');
    expect(sellerDocumentChoice(2, 'Appel de fonds')).toBe('2');
    expect(sellerDocumentChoice(null)).toBe('');
  });
});

describe('uploads', () => {
  it('accepts pdf and images only', () => {
    expect(ACCEPTED_UPLOAD_MIME_TYPES).toEqual(
      expect.arrayContaining(['application/pdf', 'image/jpeg', 'image/png', 'image/webp']),
    );
    expect(isAcceptedUploadMimeType('application/pdf')).toBe(true);
    expect(isAcceptedUploadMimeType('IMAGE/PNG')).toBe(true);
    expect(isAcceptedUploadMimeType('application/pdf; charset=binary')).toBe(true);
    expect(isAcceptedUploadMimeType('application/zip')).toBe(false);
    expect(isAcceptedUploadMimeType('text/html')).toBe(false);
    expect(ACCEPTED_UPLOAD_ACCEPT_ATTRIBUTE).toContain('application/pdf,image/jpeg');
  });
});

describe('validateDocumentForm', () => {
  it('returns every message of docs/product.md §5.1 for an empty form', () => {
    expect(validateDocumentForm({})).toEqual({
      doctype: 'Le type de document est requis',
      delivered: 'La date est requise',
      url: 'Un fichier doit être téléchargé',
      mimetype: 'Le type MIME du fichier est requis',
    });
    expect(DOCUMENT_FORM_MESSAGES.url).toBe('Un fichier doit être téléchargé');
  });

  it('accepts a complete form with no comment', () => {
    expect(
      validateDocumentForm({
        doctype: 2,
        delivered: '2025-06-12',
        url: 'https://x/pv.pdf',
        mimetype: 'application/pdf',
      }),
    ).toEqual({});
  });

  it('refuses an invalid date and a blank url', () => {
    expect(
      validateDocumentForm({
        doctype: 2,
        delivered: 'hier',
        url: '  ',
        mimetype: 'application/pdf',
      }),
    ).toEqual({ delivered: 'La date est requise', url: 'Un fichier doit être téléchargé' });
  });
});

describe('prefillFromGuess', () => {
  const guess = {
    doctype: 2,
    dateISO: '2025-06-12T00:00:00.000Z',
    label: 'PV AG 2025',
    confidence: 0.9,
  };

  it('fills empty fields from the guess', () => {
    expect(prefillFromGuess({ doctype: null, delivered: '', comment: '' }, guess)).toEqual({
      doctype: 2,
      delivered: '2025-06-12',
      comment: 'PV AG 2025',
    });
  });

  it('keeps what the user already chose', () => {
    expect(
      prefillFromGuess({ doctype: 7, delivered: '2024-01-01', comment: 'mine' }, guess),
    ).toEqual({
      doctype: 7,
      delivered: '2024-01-01',
      comment: 'mine',
    });
  });

  it('leaves empty what the guess is unsure of', () => {
    const values = { doctype: null, delivered: '', comment: '' };
    expect(prefillFromGuess(values, { ...guess, confidence: 0.6, dateConfidence: 0.95 })).toEqual({
      doctype: null,
      delivered: '2025-06-12',
      comment: '',
    });
    expect(prefillFromGuess(values, { ...guess, dateConfidence: 0.4 })).toEqual({
      doctype: 2,
      delivered: '',
      comment: 'PV AG 2025',
    });
  });

  it('ignores an empty or unusable guess', () => {
    const values = { doctype: null, delivered: '', comment: '' };
    expect(prefillFromGuess(values, null)).toBe(values);
    expect(
      prefillFromGuess(values, { doctype: 99, dateISO: null, label: null, confidence: 0 }),
    ).toEqual(values);
  });
});

describe('guessQuestion', () => {
  const pv = {
    doctype: 2,
    dateISO: '2024-03-12',
    label: 'Procès-verbal d’assemblée générale',
    confidence: 0.6,
    dateConfidence: 0.97,
  };

  it('asks, in French, about an unsure guess with the guess as the answer', () => {
    expect(guessQuestion(pv)).toBe(
      'Nous pensons qu’il s’agit d’un procès-verbal d’assemblée générale du 12 mars 2024 : est-ce exact ?',
    );
    expect(
      guessQuestion({ ...pv, doctype: 1, label: 'Fiche synthétique', dateISO: '2024-02-01' }),
    ).toBe(
      'Nous pensons qu’il s’agit d’une fiche synthétique du 1er février 2024 : est-ce exact ?',
    );
    expect(guessQuestion({ ...pv, doctype: 10, label: 'Annexes comptables', dateISO: null })).toBe(
      'Nous pensons qu’il s’agit d’annexes comptables : est-ce exact ?',
    );
  });

  it('does not ask about a sure guess nor about no guess', () => {
    expect(guessQuestion({ ...pv, confidence: 0.98 })).toBeNull();
    expect(guessQuestion({ ...pv, doctype: null, label: null })).toBeNull();
  });
});
