// @ts-check
/**
 * Keeps every document the code cites inside the repository (issue 36): a newcomer with only
 * a clone must be able to follow each citation. Pure functions over text; the test
 * (citations.test.mjs) feeds them the repository's files.
 *
 * A citation is `docs/<file>.md` followed by sections, `docs/product.md §4.2, §7.2`; inside
 * `docs/`, `domain.md §3` (relative to the citing file) and a bare `§2.3` (the citing file's
 * own section) count too. A section exists when a heading starts with its number
 * (`### 4.2 Admin order actions`, `## 3. The structure`).
 */

/** The product, design and domain notes that lived outside the repository. */
const OUTSIDE_DOCUMENT = /(?<![\w-])(SPEC|DESIGN|DOMAIN)(?![\w-])/g;
/** The sections after such a name (`SPEC §4/§7`) belong to the same citation. */
const OUTSIDE_SECTIONS = /^(?:\.md)?(?:[ ,/]*§\s?\d+(?:\.\d+)*)*/;

/**
 * The sibling folder those notes and the MongoDB stand-in lived in. `../shared/Page` (a
 * frontend's own shared code) is not it: only the folder's known content, or the folder named
 * on its own, is.
 */
const OUTSIDE_FOLDER =
  /\/work\/shared\b|shared\/(?:SPEC|DESIGN|DOMAIN)\b|shared\/mongo-standin\b|\.\.\/shared(?=[\s).,;:»'"`]|$)/gm;

const SECTIONS = String.raw`(?:(?:\s*,\s*|\s+(?:and|et|to|à)\s+|\s*\/\s*|\s+)§\s?\d+(?:\.\d+)*)`;
const DOCS_CITATION = new RegExp(
  String.raw`(?<![\w./-])(docs\/(?:[\w-]+\/)*[\w.-]+\.md)(${SECTIONS}*)`,
  'g',
);
/** Inside docs/: `domain.md §3`, a path relative to the citing file, with at least one section. */
const RELATIVE_CITATION = new RegExp(
  String.raw`(?<![\w./-])((?:\.\.\/)*(?:[\w-]+\/)*[\w.-]+\.md)(${SECTIONS}+)`,
  'g',
);
/** Inside docs/: a markdown link to another page, `[security.md](security.md)`. */
const MARKDOWN_LINK = /\]\(((?:\.\.\/)*(?:[\w-]+\/)*[\w.-]+\.md)(?:#[^)]*)?\)/g;
const SECTION_NUMBER = /§\s?(\d+(?:\.\d+)*)/g;
const NUMBERED_HEADING = /^#{1,6}\s+(\d+(?:\.\d+)*)\.?\s/gm;
/** `docs/decisions/NNN-title.md`: how to name a new record, not a citation. */
const TEMPLATE_PATH = /\/NNN-/;

/** Section numbers of a markdown page: `## 4. States` → '4', `### 4.2 Admin` → '4.2'. */
export function sectionsOf(markdown) {
  return new Set([...markdown.matchAll(NUMBERED_HEADING)].map((match) => match[1]));
}

/** 'docs/decisions/../product.md' → 'docs/product.md'; null when it leaves the repository. */
function normalise(path) {
  const parts = [];
  for (const part of path.split('/')) {
    if (part === '..') {
      if (!parts.length) return null;
      parts.pop();
    } else if (part && part !== '.') parts.push(part);
  }
  return parts.join('/');
}

const dirOf = (path) => path.slice(0, path.lastIndexOf('/') + 1);
const lineAt = (text, index) => text.slice(0, index).split('\n').length;
/** Nothing to look at without one of these: most files stop here. */
const MAY_CITE = /SPEC|DESIGN|DOMAIN|shared|§|\.md/;

const sectionsCache = new Map();
const cachedSections = (markdown) => {
  if (!sectionsCache.has(markdown)) sectionsCache.set(markdown, sectionsOf(markdown));
  return sectionsCache.get(markdown);
};

/** Every match of `pattern` in `text`, and the text with those matches blanked out. */
function consume(text, pattern) {
  const matches = [...text.matchAll(pattern)];
  let rest = '';
  let from = 0;
  for (const match of matches) {
    rest += text.slice(from, match.index) + ' '.repeat(match[0].length);
    from = match.index + match[0].length;
  }
  return { matches, rest: rest + text.slice(from) };
}

/**
 * What is wrong with the citations of one file, as `path:line: reason` lines.
 * `text` is the file, or some of its lines from `line` on; `pages` maps each markdown file of
 * the repository (path from its root) to its text; `usesSiblingFolder` spares code that runs
 * what the sibling folder holds when present.
 *
 * @param {{ path: string, text: string, line?: number, pages: Map<string, string>, usesSiblingFolder?: boolean }} file
 * @returns {string[]}
 */
export function citationProblems({ path, text, line = 1, pages, usesSiblingFolder = false }) {
  if (!MAY_CITE.test(text)) return [];
  const problems = [];
  const report = (index, reason) =>
    problems.push(`${path}:${line - 1 + lineAt(text, index)}: ${reason}`);
  const inDocs = path.startsWith('docs/');

  const outside = consume(text, OUTSIDE_DOCUMENT);
  let rest = outside.rest;
  for (const match of outside.matches) {
    const sections = OUTSIDE_SECTIONS.exec(text.slice(match.index + match[0].length))[0];
    rest =
      rest.slice(0, match.index) +
      ' '.repeat(match[0].length + sections.length) +
      rest.slice(match.index + match[0].length + sections.length);
    report(
      match.index,
      `« ${match[0]}${sections} » cites a document outside the repository: cite docs/`,
    );
  }
  if (!usesSiblingFolder)
    for (const match of text.matchAll(OUTSIDE_FOLDER))
      report(match.index, `« ${match[0]} » names a folder outside the repository`);

  const checkCitation = (index, target, sectionText, raw) => {
    if (target !== null && TEMPLATE_PATH.test(target)) return;
    const markdown = target === null ? undefined : pages.get(target);
    if (markdown === undefined) {
      report(index, `« ${raw} »: no such page`);
      return;
    }
    const sections = cachedSections(markdown);
    for (const [, number] of sectionText.matchAll(SECTION_NUMBER))
      if (!sections.has(number)) report(index, `« ${raw} »: ${target} has no section ${number}`);
  };

  const cited = consume(rest, DOCS_CITATION);
  for (const match of cited.matches)
    checkCitation(match.index, normalise(match[1]), match[2], match[0]);
  rest = cited.rest;
  if (inDocs) {
    const relative = consume(rest, RELATIVE_CITATION);
    for (const match of relative.matches)
      checkCitation(match.index, normalise(dirOf(path) + match[1]), match[2], match[0]);
    rest = relative.rest;
    for (const match of rest.matchAll(MARKDOWN_LINK)) {
      const target = normalise(dirOf(path) + match[1]);
      if (target === null || !pages.has(target))
        report(match.index, `link to a missing page « ${match[1]} »`);
    }
  }
  // what is left is a bare section: the page's own in a numbered page of docs/, else dangling
  const own = inDocs ? sectionsOf(text) : new Set();
  for (const match of rest.matchAll(SECTION_NUMBER)) {
    if (!own.size)
      report(match.index, `« ${match[0]} » names no page: write docs/<page>.md ${match[0]}`);
    else if (!own.has(match[1]))
      report(match.index, `« ${match[0]} »: this page has no section ${match[1]}`);
  }
  return problems;
}
