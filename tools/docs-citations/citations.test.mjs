import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { citationProblems, sectionsOf } from './citations.mjs';

const root = path.resolve(__dirname, '../..');

const PRODUCT = '# The product\n\n## 4. States\n\n### 4.2 Admin order actions\n';
const pages = new Map([
  ['docs/product.md', PRODUCT],
  ['docs/decisions/015-x.md', '# 015\n\n## 2. Deleting\n'],
]);
const problems = (text, file = 'api/src/x.ts') => citationProblems({ path: file, text, pages });

describe('citations of one file', () => {
  it('reads the section numbers of a page from its headings', () => {
    expect(sectionsOf(PRODUCT)).toEqual(new Set(['4', '4.2']));
  });

  it('refuses the notes and the folder that lived outside the repository', () => {
    for (const text of [
      '/** SPEC §3 "Order" */',
      '// the DESIGN says so',
      '(DOMAIN.md, rules for data)',
      "throw new Error('MONGODB_URI est requis (voir ../shared/mongo-standin).')",
      'read ../shared first',
    ])
      expect(problems(text)).toHaveLength(1);
    expect(problems('/** SPEC §4/§7 admin order actions */')).toEqual([
      'api/src/x.ts:1: « SPEC §4/§7 » cites a document outside the repository: cite docs/',
    ]);
    expect(problems('see /work/shared/SPEC.md')).not.toEqual([]);
  });

  it('lets names that only contain those words through, and a frontend’s own shared folder', () => {
    expect(
      problems(
        "import { Page } from '../../../shared/Page';\n" +
          'SPEC_FINANCIAL_DEFAULTS, ORDER_LIST_SPEC, SPECIMEN_WATERMARK, LE DOMAINE DES CÈDRES',
      ),
    ).toEqual([]);
  });

  it('accepts a citation of sections that exist, several at once', () => {
    expect(
      problems('/** Admin actions (docs/product.md §4.2, §4 and §4.2, §4 to §4.2). */'),
    ).toEqual([]);
  });

  it('names the line of a section or a page that does not exist', () => {
    expect(problems('first line\n(docs/product.md §4.2, §9.9)')).toEqual([
      'api/src/x.ts:2: « docs/product.md §4.2, §9.9 »: docs/product.md has no section 9.9',
    ]);
    expect(problems('(docs/design.md §2)')).toEqual([
      'api/src/x.ts:1: « docs/design.md §2 »: no such page',
    ]);
  });

  it('refuses a section that names no page, in code', () => {
    expect(problems('// as §4 says')).toHaveLength(1);
  });

  it('resolves a page’s own sections, relative citations and links inside docs/', () => {
    const inDocs = (text) => problems(PRODUCT + text, 'docs/product.md');
    expect(inDocs('see §4.2 and [015](decisions/015-x.md), decisions/015-x.md §2')).toEqual([]);
    expect(inDocs('see §5')).toHaveLength(1);
    expect(inDocs('[gone](gone.md)')).toHaveLength(1);
    expect(problems('## 2. Deleting\n§2, docs/product.md §4.2', 'docs/decisions/015-x.md')).toEqual(
      [],
    );
  });

  it('leaves the template of a new record alone', () => {
    expect(problems('gets `docs/decisions/NNN-title.md`')).toEqual([]);
  });
});

/** The checker's own examples above. */
const CHECKER = 'tools/docs-citations/';
/**
 * Code that uses the sibling MongoDB stand-in when it is present (behaviour, not a
 * citation): the bench starts it when MONGODB_URI is unset, this machine's CI always.
 */
const USES_SIBLING_STANDIN = new Set(['scripts/bench.mjs', '.ci/run']);
const git = (args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });

describe('the repository', () => {
  it('cites only pages and sections that exist under docs/', () => {
    // every markdown page whole (the pages cited, and a page's own sections)...
    const pages = new Map(
      git(['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', '*.md'])
        .split('\0')
        .filter((file) => file && fs.existsSync(path.join(root, file)))
        .map((file) => [file, fs.readFileSync(path.join(root, file), 'utf8')]),
    );
    // ...and, from every other text file, the lines that may cite (git grep reads them fast)
    const lines = git([
      'grep',
      '-z',
      '-n',
      '-I',
      '--untracked',
      '-E',
      String.raw`SPEC|DESIGN|DOMAIN|shared|§|\.md`,
      '--',
      '.',
      ':!*.md',
      ':!pnpm-lock.yaml',
      `:!${CHECKER}`,
    ])
      .split('\n')
      .filter(Boolean)
      .map((entry) => entry.split('\0'));
    // the scan reads the code's citations (an empty answer would pass for a wrong reason)
    expect(lines.some(([, , text]) => text.includes('docs/product.md §'))).toBe(true);
    const found = [
      ...[...pages]
        .filter(([file]) => !file.startsWith(CHECKER))
        .flatMap(([file, text]) => citationProblems({ path: file, text, pages })),
      ...lines.flatMap(([file, line, text]) =>
        citationProblems({
          path: file,
          text,
          line: Number(line),
          pages,
          usesSiblingFolder: USES_SIBLING_STANDIN.has(file),
        }),
      ),
    ];
    expect(found).toEqual([]);
  });
});
