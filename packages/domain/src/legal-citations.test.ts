import { CITATIONS, articleOf, cite, citeInText, type CitationKey } from './legal-citations';

/**
 * One line per citation: the article, the text and the version the service relies on. A
 * change of the law changes its line here and in the table, nowhere else.
 */
const EXPECTED: Array<[CitationKey, string, string]> = [
  ['preEtatDate', 'art. L721-2 du CCH', '2023-01-01'],
  ['withdrawalStart', 'art. L721-3 du CCH', '2014-03-27'],
  ['withdrawalPeriod', 'art. L271-1 du CCH', '2015-08-08'],
  ['etatDateModel', 'art. 5 du décret du 17 mars 1967', '2020-07-01'],
  ['ficheSynthetique', 'art. 8-2 de la loi du 10 juillet 1965', '2014-03-27'],
  ['provisions', 'art. 14-1 de la loi du 10 juillet 1965', '2014-03-27'],
  // the PPT is art. 14-2 of the loi of 1965, not L731-1 CCH (the DTG)
  ['ppt', 'art. 14-2 de la loi du 10 juillet 1965', '2023-01-01'],
  // the fonds de travaux moved to art. 14-2-1 with loi 2021-1104
  ['worksFund', 'art. 14-2-1 de la loi du 10 juillet 1965', '2023-01-01'],
  ['maintenanceLog', 'art. 18 de la loi du 10 juillet 1965', '2020-06-01'],
  ['maintenanceLogContent', 'décret n° 2001-477', '2001-06-01'],
  ['opposition', 'art. 20 de la loi du 10 juillet 1965', '2014-03-27'],
  ['loanParticipation', 'art. 26-4 de la loi du 10 juillet 1965', '2024-04-11'],
  // the loan's sums fall due at a sale under art. 26-8, not 26-6
  ['loanAtSale', 'art. 26-8 de la loi du 10 juillet 1965', '2013-05-13'],
  ['article33', 'art. 33 de la loi du 10 juillet 1965', '1965-07-11'],
  ['difficulty', 'art. 29-1 A de la loi du 10 juillet 1965', '2014-03-27'],
  ['settlementDefault', 'art. 6-2 du décret du 17 mars 1967', '2004-09-01'],
  ['settlementAgreement', 'art. 6-3 du décret du 17 mars 1967', '2004-09-01'],
  ['dpe', 'art. L126-31 du CCH', '2021-08-25'],
  ['dtg', 'art. L731-1 du CCH', '2021-07-01'],
  ['dta', 'art. R1334-29-5 du code de la santé publique', '2011-06-03'],
  ['lead', 'art. L1334-8 du code de la santé publique', '2004-08-11'],
  ['termites', 'art. L271-4 du CCH', '2021-07-01'],
  ['lift', 'art. R134-11 du CCH', '2021-07-01'],
  ['transferFees', 'décret n° 2020-153', '2020-02-23'],
  ['syndicateAccounts', 'décret n° 2005-240', '2007-01-01'],
  ['consumerWithdrawal', 'art. L221-18 du code de la consommation', '2016-07-01'],
  ['withdrawalRefund', 'art. L221-25 du code de la consommation', '2016-07-01'],
  ['withdrawalExceptions', 'art. L221-28 du code de la consommation', '2016-07-01'],
  ['mediation', 'art. L612-1 du code de la consommation', '2016-07-01'],
  ['latePayment', 'art. L441-10 du code de commerce', '2019-04-26'],
];

describe('the citation table', () => {
  it.each(EXPECTED)('%s reads « %s », version of %s', (key, citation, version) => {
    expect(cite(key)).toBe(citation);
    expect(CITATIONS[key].version).toBe(version);
    expect(CITATIONS[key].subject.length).toBeGreaterThan(10);
  });

  it('covers every citation of the table, each once', () => {
    expect(EXPECTED.map(([key]) => key).sort()).toEqual(Object.keys(CITATIONS).sort());
  });

  it('writes a citation in a sentence and in full', () => {
    expect(citeInText('worksFund')).toBe('article 14-2-1 de la loi du 10 juillet 1965');
    expect(cite('loanAtSale', { full: true })).toBe(
      'art. 26-8 de la loi n° 65-557 du 10 juillet 1965',
    );
    expect(citeInText('preEtatDate', { full: true })).toBe(
      'article L721-2 du code de la construction et de l’habitation',
    );
    expect(citeInText('transferFees', { full: true })).toBe(
      'décret n° 2020-153 du 21 février 2020',
    );
    expect(articleOf('loanAtSale')).toBe('article 26-8');
    expect(cite('preEtatDate', { point: 'II 4°' })).toBe('art. L721-2 II 4° du CCH');
    expect(citeInText('difficulty', { following: true })).toBe(
      'articles 29-1 A et suivants de la loi du 10 juillet 1965',
    );
    expect(cite('loanParticipation', { following: true })).toBe(
      'art. 26-4 et s. de la loi du 10 juillet 1965',
    );
  });

  it('never cites the DTG’s article for the PPT, nor the old articles of the fund and the loan', () => {
    const all = (Object.keys(CITATIONS) as CitationKey[]).map((key) => cite(key));
    expect(cite('ppt')).not.toContain('L731-1');
    expect(all.filter((c) => c.includes('26-6'))).toEqual([]);
    expect(all.filter((c) => c === 'art. 14-2 de la loi du 10 juillet 1965')).toHaveLength(1);
  });
});
