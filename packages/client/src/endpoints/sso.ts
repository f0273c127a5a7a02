import { api, type Session } from '@ped/client-runtime';

export interface SsoSession {
  access_token: string;
  session: Session;
}

/** Partner single sign-on: the partner's signed token for a session of ours. */
export async function exchangeSsoToken(partner: string, token: string): Promise<SsoSession> {
  return (await api().request<SsoSession>('POST', '/sso/exchange', { body: { partner, token } }))
    .payload;
}
