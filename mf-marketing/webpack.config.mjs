import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFrontendConfig, frontendPort } from '@ped/federation';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default createFrontendConfig({
  dir,
  name: 'marketing',
  port: frontendPort('marketing'),
  title: 'Marketing (autonome)',
  exposes: { './App': './src/app/App.tsx' },
});
