import type { ComponentType } from 'react';
import type { PartnerTheme } from '@ped/domain';

/** The remotes the shell composes, by federation name. */
export type RemoteName = 'marketing' | 'ordering' | 'proAccount' | 'admin';

/** What a remote's exposed './App' module gives the shell: a component rendering its own <Routes>. */
export interface RemoteAppModule {
  default: ComponentType;
}

/** mf-admin's exposed './AdminPanel': rendered inside the shell's drawer. */
export interface AdminPanelProps {
  tabIndex: number;
  onTabChange(tabIndex: number): void;
}

export interface AdminPanelModule {
  default: ComponentType<AdminPanelProps>;
}

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
