import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFrontendConfig, frontendPort } from '@ped/federation';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default createFrontendConfig({
  dir,
  name: 'ordering',
  port: frontendPort('ordering'),
  title: 'Commande (autonome)',
  exposes: { './App': './src/app/App.tsx' },
});
