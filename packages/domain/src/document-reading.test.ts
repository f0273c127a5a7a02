import { isReadingPending, readingFailedLine, readingPollDelay } from './document-reading';

describe('waiting for a document’s reading', () => {
  it('asks again sooner at first, then every three seconds', () => {
    expect([0, 1, 2, 3, 4, 5, 50].map(readingPollDelay)).toEqual([
      700, 1000, 1500, 2000, 3000, 3000, 3000,
    ]);
  });

  it('waits only while the reading is pending', () => {
    expect(isReadingPending({ status: 'pending' })).toBe(true);
    expect(isReadingPending({ status: 'done' })).toBe(false);
    expect(isReadingPending({ status: 'failed' })).toBe(false);
    expect(isReadingPending(undefined)).toBe(false);
  });
});

it('says in a sentence why a reading gave up', () => {
  expect(readingFailedLine('le fichier est endommagé')).toBe(
    'lecture automatique impossible : le fichier est endommagé',
  );
  expect(readingFailedLine(null)).toBe('lecture automatique impossible');
});
