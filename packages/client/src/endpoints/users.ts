import { api } from '@ped/client-runtime';

/** A member of the caller's organisation (GET /users/). */
export interface OrganisationUser {
  email: string;
  role: 'owner' | 'member';
  role_label: 'Administrateur' | 'Collaborateur';
  validated: boolean;
  /** invited, has not chosen a password yet */
  pending: boolean;
  created: string;
}

export const fetchUsers = async (): Promise<OrganisationUser[]> =>
  (await api().request<OrganisationUser[]>('GET', '/users/')).payload;

/** POST /users/invit (owner only); resolves with the French confirmation. */
export const inviteUser = async (email: string): Promise<string> =>
  (await api().request<null>('POST', '/users/invit', { body: { email } })).message;

/** POST /users/remove (owner only); resolves with the French confirmation. */
export const removeUser = async (email: string): Promise<string> =>
  (await api().request<null>('POST', '/users/remove', { body: { email } })).message;
