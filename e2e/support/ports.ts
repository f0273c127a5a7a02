/** The e2e stack runs on shifted ports so it never meets a developer's `pnpm start`. */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 500);

export const E2E_PORTS = {
  offset,
  shell: 3000 + offset,
  marketing: 3001 + offset,
  ordering: 3002 + offset,
  proAccount: 3003 + offset,
  admin: 3004 + offset,
  api: 4000 + offset,
  appUrl: `http://localhost:${3000 + offset}`,
  apiUrl: `http://localhost:${4000 + offset}`,
};
