/**
 * The site's paths, once. Each remote publishes here the paths it renders (its App routes with
 * them), the shell gives every path to its owner with them (shell/src/app/route-ownership.ts)
 * and the API builds the links of its e-mails and payments with them. Pure data without React
 * or redux, so the API and build scripts import it as `@ped/contracts/paths`.
 */
export * from './shell';
export * from './marketing';
export * from './ordering';
export * from './pro-account';
