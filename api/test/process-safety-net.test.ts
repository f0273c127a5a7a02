import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Issue 32: an error nothing caught (a library throwing from its own callback, a promise
 * nobody awaited) ended the API's process. With the safety net the server installs, the same
 * process logs it and goes on: shown in a process of its own, as production runs it.
 */
it('logs an uncaught exception and an unhandled rejection, and the process goes on', async () => {
  const script = `
    import { installProcessSafetyNet } from './src/lib/process-safety-net.ts';
    installProcessSafetyNet({ error: (fields, message) => console.log('logged:', message, fields.err?.message) });
    setTimeout(() => { throw new Error('rappel qui lève'); }, 0);
    Promise.reject(new Error('promesse oubliée'));
    setTimeout(() => console.log('toujours là'), 50);
  `;
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    { cwd: path.join(__dirname, '..') },
  );
  expect(stdout.trim().split('\n')).toEqual([
    'logged: Promesse rejetée sans traitement, contenue : le service continue promesse oubliée',
    'logged: Erreur non rattrapée, contenue : le service continue rappel qui lève',
    'toujours là',
  ]);
});
