import { api } from '@ped/client-runtime';

export interface BillingAddress {
  name: string;
  address: string;
  additional: string;
  zipcode: string;
  city: string;
  country: string;
}

export interface DocumentCustomizations {
  logo_url: string;
  document_footer: string;
}

export interface OrganisationSettings {
  billing_address: BillingAddress;
  /** null when the plan has no use_customizations */
  customizations: DocumentCustomizations | null;
}

export async function fetchSettings(): Promise<OrganisationSettings> {
  return (await api().request<OrganisationSettings>('GET', '/account/settings')).payload;
}

export async function saveSettings(body: {
  billing_address: BillingAddress;
  customizations?: DocumentCustomizations;
}): Promise<{ settings: OrganisationSettings; message: string }> {
  const envelope = await api().request<OrganisationSettings>('PUT', '/account/settings', { body });
  return { settings: envelope.payload, message: envelope.message };
}
