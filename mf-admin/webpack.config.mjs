import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFrontendConfig, frontendPort } from '@ped/federation';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default createFrontendConfig({
  dir,
  name: 'admin',
  port: frontendPort('admin'),
  title: 'Administration (autonome)',
  exposes: { './AdminPanel': './src/app/AdminPanel.tsx' },
});
