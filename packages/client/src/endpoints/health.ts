import { api } from '@ped/client-runtime';

export interface Health {
  status: 'ok' | 'degraded';
  database: 'connected' | 'disconnected' | 'connecting' | 'disconnecting';
  uptime: number;
}

export const fetchHealth = async (): Promise<Health> =>
  (await api().request<Health>('GET', '/health')).payload;
