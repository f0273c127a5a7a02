import { yieldToBrowser } from './yield-to-browser';

/**
 * The largest shared libraries, by the time their module takes to evaluate (React DOM alone is
 * about 10 ms on a desktop processor, four times that on a phone).
 */
const LARGEST_SHARED_LIBRARIES = [
  () => import('react-dom/client'),
  () => import('styled-components'),
  () => import('react-router-dom'),
];

/**
 * Evaluates the largest shared libraries one task each, while the page's remote code is
 * downloading: evaluated by the first module that imports them, they lengthened that module's
 * task (the remote's App, the shell's mount) past the 50 ms a phone's main thread may be
 * blocked (docs/decisions/060).
 */
export async function evaluateSharedLibrariesApart(): Promise<void> {
  for (const evaluate of LARGEST_SHARED_LIBRARIES) {
    await yieldToBrowser();
    await evaluate();
  }
}
