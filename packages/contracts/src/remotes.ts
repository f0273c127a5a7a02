import type { ComponentType } from 'react';
import type { PartnerTheme } from '@ped/domain';
import type { StoreModule } from './store-registry';

/** The remotes that own pages: each exposes './App', rendering its own <Routes>. */
export type PageRemoteName = 'marketing' | 'ordering' | 'proAccount';

/** The remotes the shell composes, by federation name. */
export type RemoteName = PageRemoteName | 'admin';

/** What a remote's exposed './App' module gives the shell: a component rendering its own <Routes>. */
export interface RemoteAppModule {
  default: ComponentType;
  /**
   * Loads the code of the page at `pathname` (its lazily loaded chunk), so that a page the
   * server pre-rendered hydrates in one pass (docs/decisions/051): a page still loading while
   * the rest hydrates would be drawn anew, with its loading screen in between.
   */
  preload?(pathname: string): Promise<void>;
  /**
   * The state areas the App reads from its first render. A host hydrating a page the server
   * pre-rendered registers them before (the page was drawn with them); otherwise the App
   * registers them when it mounts (`useStoreModules`) and shows its loading screen meanwhile.
   */
  storeModules?: StoreModule[];
}

/** mf-admin's exposed './AdminPanel': rendered inside the shell's drawer. */
export interface AdminPanelProps {
  tabIndex: number;
  onTabChange(tabIndex: number): void;
}

export interface AdminPanelModule {
  default: ComponentType<AdminPanelProps>;
}

/**
 * Every module the shell loads, by remote and exposed name (webpack's `exposes` without
 * './'), with the contract it satisfies: the shell knows no remote's code, only this.
 */
export type ExposedModules = Record<PageRemoteName, { App: RemoteAppModule }> & {
  admin: { AdminPanel: AdminPanelModule };
};

export type ExposedName<R extends RemoteName> = keyof ExposedModules[R] & string;

/** The props the shell gives the component of an exposed module. */
export type ExposedProps<
  R extends RemoteName,
  E extends ExposedName<R>,
> = ExposedModules[R][E] extends { default: ComponentType<infer P> } ? P : never;

/** An exposed module as the shell loads it, whichever remote and name. */
export interface ExposedModule<R extends RemoteName, E extends ExposedName<R>> {
  default: ComponentType<ExposedProps<R, E>>;
}

/** The remote entries served by the shell's origin at /remotes.json: name -> remoteEntry.js URL. */
export type RemoteEntries = Partial<Record<RemoteName, string>>;

/** Runtime configuration served by the shell's origin at /config.json. */
export interface RuntimeConfig {
  apiUrl: string;
  /** e.g. https://www.example.fr; the shell redirects there when the origin differs */
  canonicalOrigin: string | null;
  tokenName: string;
  infoBanner: string | null;
  phone: string;
  /** build identifier of each frontend, for the new-version notice */
  version?: string;
  /** partner themes matched on the account's e-mail; the domain's PARTNERS when absent */
  partners?: PartnerTheme[];
  /** the community link of the header; none shown when absent */
  communityUrl?: string | null;
  /**
   * The server answered the page's first path with 404 (ADR 042): no page has it, even if
   * a remote's pattern matches (an unknown city). The shell shows « Page introuvable ».
   */
  notFound?: boolean;
}
