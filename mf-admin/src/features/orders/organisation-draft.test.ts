import { EMPTY_DEED, organisationValue, toOrganisationDraft } from './organisation-draft';

describe('the organisation as staff type it', () => {
  it('is « Non communiqué » (null) while nothing is known', () => {
    expect(organisationValue(toOrganisationDraft(null))).toBeNull();
    expect(
      organisationValue({
        ...toOrganisationDraft(null),
        regulation: { ...EMPTY_DEED, notary: '   ' },
      }),
    ).toBeNull();
  });

  it('sends a deed with its blank days as null and drops the division kept in the règlement', () => {
    const value = organisationValue({
      ...toOrganisationDraft(null),
      regulation: { ...EMPTY_DEED, date: '1972-05-12', notary: ' Maître Paul Durand ' },
      division: { ...EMPTY_DEED, date: '1972-05-12', notary: 'typed before ticking the box' },
      divisionInRegulation: true,
    });
    expect(value).toEqual({
      regulation: {
        date: '1972-05-12',
        notary: 'Maître Paul Durand',
        published: null,
        publication: '',
        object: '',
      },
      division: null,
      divisionInRegulation: true,
      amendments: [],
      assemblies: [],
    });
  });

  it('keeps a row staff added, blank, for the validation to name what it lacks', () => {
    const value = organisationValue({ ...toOrganisationDraft(null), amendments: [EMPTY_DEED] });
    expect(value?.amendments).toEqual([
      { date: null, notary: '', published: null, publication: '', object: '' },
    ]);
  });

  it('reads back what was saved as it was typed', () => {
    const saved = {
      regulation: {
        date: '1972-05-12',
        notary: 'Maître Paul Durand, notaire à Lyon',
        published: '1972-06-02',
        publication: 'SPF de Lyon 1, volume 1972 P n° 1234',
        object: '',
      },
      division: null,
      divisionInRegulation: true,
      amendments: [],
      assemblies: [{ date: '2025-06-12', resolutions: 'Ravalement voté' }],
    };
    expect(organisationValue(toOrganisationDraft(saved))).toEqual(saved);
  });
});
