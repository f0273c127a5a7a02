/**
 * Blocking time of a page's main thread from its CPU time rather than its wall time
 * (`pnpm bench`). Lighthouse's TBT (the goal's figure) multiplies tasks' wall durations by 4;
 * on a shared machine those include the time the thread waited for a processor, which other
 * processes (Lighthouse's own included) took. This figure takes each task's thread time after
 * the first contentful paint, ×4 as Lighthouse's mobile CPU, and adds what exceeds 50 ms: the
 * part our code is responsible for. Less inflated by other processes than wall time, though
 * not immune (a virtual machine's stolen time counts as the thread's): compare pages measured
 * in the same run rather than runs.
 */

const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;

/** @param {any[]} events a trace's events */
function blockingAfterFirstPaint(events) {
  const mainThread = events.find((event) => event.name === 'ParseHTML')?.tid;
  const firstPaint = events.find((event) => event.name === 'firstContentfulPaint')?.ts;
  if (mainThread === undefined || firstPaint === undefined) return null;
  let blocking = 0;
  let longest = 0;
  for (const task of events) {
    if (task.tid !== mainThread || task.name !== 'RunTask' || task.ts < firstPaint) continue;
    if (task.dur === undefined) continue;
    const ms = ((task.tdur ?? task.dur) / 1000) * CPU_SLOWDOWN;
    blocking += Math.max(0, ms - LONG_TASK_MS);
    longest = Math.max(longest, ms);
  }
  return { blocking, longest };
}

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {number} loads
 */
export async function measureMainThreadCpu(browser, url, loads = 5) {
  const samples = [];
  for (let i = 0; i < loads; i += 1) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'],
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
    const sample = blockingAfterFirstPaint(traceEvents);
    if (sample) samples.push(sample);
    await context.close();
  }
  samples.sort((a, b) => a.blocking - b.blocking);
  const median = samples[Math.floor(samples.length / 2)];
  console.log(
    `Main-thread blocking of ${new URL(url).pathname} from CPU time ×${CPU_SLOWDOWN} after first paint (diagnostic, not Lighthouse's TBT): median ${Math.round(median.blocking)} ms, longest task ${Math.round(median.longest)} ms [${samples.map((s) => Math.round(s.blocking)).join(', ')}]`,
  );
}
