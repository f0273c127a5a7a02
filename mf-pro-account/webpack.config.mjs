import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFrontendConfig, frontendPort } from '@ped/federation';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default createFrontendConfig({
  dir,
  name: 'proAccount',
  port: frontendPort('proAccount'),
  title: 'Espace pro (autonome)',
  exposes: { './App': './src/app/App.tsx' },
});
