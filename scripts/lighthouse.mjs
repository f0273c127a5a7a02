/**
 * Lighthouse for `pnpm bench`: the npm package's CLI with the system Chromium and its
 * default (mobile) settings, each page run RUNS times in a fresh browser; prints the median
 * of each figure next to the goals it is held to.
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const RUNS = 3;
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS].join(' ');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const cli = createRequire(import.meta.url).resolve('lighthouse/cli/index.js');

/** One Lighthouse run of `url`: its report (JSON). */
async function audit(url) {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      cli,
      url,
      '--quiet',
      '--output=json',
      '--output-path=stdout',
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    {
      maxBuffer: 256 * 1024 * 1024,
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH ?? '' },
    },
  );
  return JSON.parse(stdout);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Figures of one report: the four scores, LCP (ms), TBT (ms), CLS, the LCP element, and the
 * host's CPU index. Lighthouse multiplies the CPU time it observes by 4 whatever the host, so
 * TBT follows the host's speed and load: the index says which host a figure came from.
 */
function figures(report) {
  const score = (category) => report.categories[category]?.score ?? NaN;
  const metric = (id) => report.audits[id]?.numericValue ?? NaN;
  const lcpItem = report.audits['largest-contentful-paint-element']?.details?.items?.[0];
  const lcpNode = lcpItem?.items?.[0]?.node ?? lcpItem?.node;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    lcpElement: lcpNode?.selector ?? lcpNode?.snippet ?? '?',
    benchmarkIndex: report.environment?.benchmarkIndex ?? NaN,
  };
}

/** Runs every page RUNS times and prints one line per page (medians). */
export async function measureLighthouse(appUrl, pages) {
  console.log(
    `# Lighthouse ${createRequire(import.meta.url)('lighthouse/package.json').version} (mobile par défaut, Chromium du système, médiane de ${RUNS})`,
  );
  console.log(
    'objectifs : performance, accessibilité, bonnes pratiques ≥ 0,95 ; SEO 1,00 (pages publiques) ; LCP ≤ 2,0 s (≤ 1,0 s pour l’espace du notaire et la vérification) ; TBT ≤ 150 ms (/) ; CLS ≤ 0,02',
  );
  console.log(
    'TBT et performance suivent la vitesse et la charge de l’hôte (indice CPU de Lighthouse, « benchmarkIndex » ; sous 1 000 Lighthouse juge l’hôte trop lent) : à comparer sur un hôte au repos',
  );
  for (const pagePath of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(figures(await audit(appUrl + pagePath)));
    const m = (key) => median(runs.map((run) => run[key]));
    const elements = [...new Set(runs.map((run) => run.lcpElement))].join(' | ');
    const each = (key) => runs.map((run) => Math.round(run[key])).join(', ');
    console.log(
      `${pagePath}: performance ${m('performance').toFixed(2)}, accessibilité ${m('accessibility').toFixed(2)}, bonnes pratiques ${m('bestPractices').toFixed(2)}, SEO ${m('seo').toFixed(2)}, LCP ${(m('lcp') / 1000).toFixed(2)} s, TBT ${Math.round(m('tbt'))} ms [${each('tbt')}], CLS ${m('cls').toFixed(3)}, indice CPU de l’hôte ${Math.round(m('benchmarkIndex'))} [${each('benchmarkIndex')}] (élément LCP : ${elements})`,
    );
  }
}
