import { filedAs, uploadFilingProblem, uploadToFileLabel } from './register-filing';

const PV = { name: 'pv-ag.pdf', doctype: 2, delivered: '2024-03-12T00:00:00.000Z', comment: '' };

describe('filing an upload among the copropriété’s documents', () => {
  it('names the upload by its type, day and file', () => {
    expect(uploadToFileLabel(PV)).toBe('Procès-Verbal (PVs) du 12 mars 2024 (pv-ag.pdf)');
    expect(uploadToFileLabel({ name: 'scan.jpg', doctype: null })).toBe('scan.jpg');
  });

  it('asks for the type and the day a register document has', () => {
    expect(uploadFilingProblem({ ...PV, doctype: null }, [])).toBe(
      '« pv-ag.pdf » : indiquez son type de document avant de le classer',
    );
    expect(uploadFilingProblem({ ...PV, delivered: null }, [])).toBe(
      '« pv-ag.pdf » : indiquez sa date avant de le classer',
    );
    expect(uploadFilingProblem(PV, [])).toBeNull();
  });

  it('files a document once: the same type on the same Paris day is already there', () => {
    const filed = [{ doctype: 2, delivered: new Date('2024-03-12T12:00:00Z') }];
    expect(filedAs(PV, filed)).toBe(filed[0]);
    expect(uploadFilingProblem(PV, filed)).toBe(
      '« Procès-Verbal (PVs) du 12 mars 2024 (pv-ag.pdf) » est déjà parmi les documents de la copropriété',
    );
    expect(uploadFilingProblem(PV, [{ doctype: 1, delivered: '2024-03-12' }])).toBeNull();
    expect(uploadFilingProblem(PV, [{ doctype: 2, delivered: '2024-03-13T12:00:00Z' }])).toBeNull();
  });
});
