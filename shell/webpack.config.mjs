import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFrontendConfig, frontendPort } from '@ped/federation';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default createFrontendConfig({
  dir,
  name: 'shell',
  port: frontendPort('shell'),
  isHost: true,
  title: 'Pré-état daté en ligne',
  copyDir: path.join(dir, 'public'),
  runtimePlugins: [path.join(dir, 'src/features/remotes/remote-fallback-plugin.ts')],
});
