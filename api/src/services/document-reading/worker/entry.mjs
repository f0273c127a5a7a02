// The reader threads' entry (pool.ts): the API runs its TypeScript through tsx, and a worker
// thread starts without the main thread's loader, so it registers tsx before loading the tasks.
import { register } from 'tsx/esm/api';

register();
const tasks = await import('./tasks.ts');

export const { readText, readScanned, prepareLogo } = tasks;
