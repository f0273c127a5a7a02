import type {
  NotaryAnswerKind,
  RefreshKind,
  ScheduledCall,
  SettlementRule,
  ShareRole,
  ShareStatus,
} from '@ped/domain';
import type { DocumentReadingView } from '@ped/schemas';
import { api, buildUrl, type HttpClient } from '@ped/client-runtime';
import type { DeliveredVersion } from './documents';

/** An answer of a recipient on a delivered version. */
export interface ShareAnswer {
  kind: NotaryAnswerKind;
  at: string;
  version: number | null;
  reason: string;
}

/**
 * Whether the version in force holds on the signing day, with why not (the update watch,
 * ADR 078); null without a signing day, once it is past, and while a new version is made.
 */
export interface DocumentFreshnessView {
  status: 'up-to-date' | 'to-refresh';
  deed_day: string;
  headline: string;
  reasons: string[];
}

/** GET /espace-notaire/{token}: what the space shows its recipient. */
export interface NotarySpace {
  orderid: string;
  state: string;
  offer: string;
  copropriete: { name: string; address: string; registration_id: string | null };
  lots: Array<{ number: string; kind: string; description: string }>;
  sellers: string[];
  document: { version: number; delivered: string | null } | null;
  versions: DeliveredVersion[];
  annexes: Array<{ label: string; delivered: string | null; comment: string }>;
  next_ag: string | null;
  freshness: DocumentFreshnessView | null;
  /** while the order is back in production for a new version: why, and since when */
  updating: { kind: RefreshKind; since: string } | null;
  /** the échéancier of the version delivered, and the signing day and rule the order holds */
  settlement: { schedule: ScheduledCall[]; signing_day: string | null; rule: SettlementRule };
  recipient: { role: ShareRole; name: string; email: string };
  expires: string;
  answers: ShareAnswer[];
}

const spacePath = (token: string) => `/espace-notaire/${encodeURIComponent(token)}`;

/**
 * Opens the space (the API records the opening). `client`: the shell's server draws the page
 * with a client of its own, for the visitor it serves (ADR 081).
 */
export async function fetchNotarySpace(
  token: string,
  client: HttpClient = api(),
): Promise<NotarySpace> {
  return (await client.request<NotarySpace>('GET', spacePath(token))).payload;
}

/**
 * The pré-état daté in force, or a version of its history: a plain link, the token being the
 * only credential.
 */
export function notarySpaceDocumentUrl(
  token: string,
  { download = false, version }: { download?: boolean; version?: number } = {},
): string {
  return buildUrl(api().baseUrl, `${spacePath(token)}/document`, {
    download: download || undefined,
    version,
  });
}

/** The pré-état daté and its annexes in one ZIP. */
export function notarySpaceArchiveUrl(token: string): string {
  return buildUrl(api().baseUrl, `${spacePath(token)}/archive`);
}

/** A file the notary joined, and where its automatic reading stands (ADR 064). */
export interface AttachedFile {
  upload_id: string;
  name: string;
  reading: DocumentReadingView;
}

/** A file joined to a correction request; its id goes with the answer. */
export async function uploadCorrectionFile(token: string, file: File): Promise<AttachedFile> {
  const form = new FormData();
  form.append('file', file);
  return (await api().request<AttachedFile>('POST', `${spacePath(token)}/file`, { form })).payload;
}

/** The joined file again, while its reading is pending. */
export async function fetchCorrectionFile(token: string, uploadId: string): Promise<AttachedFile> {
  return (
    await api().request<AttachedFile>(
      'GET',
      `${spacePath(token)}/file/${encodeURIComponent(uploadId)}`,
    )
  ).payload;
}

export async function answerNotarySpace(
  token: string,
  answer: { kind: NotaryAnswerKind; reason?: string; upload_id?: string },
): Promise<{ space: NotarySpace; message: string }> {
  const { payload, message } = await api().request<NotarySpace>(
    'POST',
    `${spacePath(token)}/answer`,
    { body: answer },
  );
  return { space: payload, message };
}

/** One link of an order as its seller sees it. */
export interface OrderShareView {
  id: string;
  role: ShareRole;
  name: string;
  email: string;
  created: string;
  expires: string;
  status: ShareStatus;
  openings: Array<{ at: string; version: number | null; ip: string }>;
  answers: ShareAnswer[];
}

/** The order page's sharing block (GET /order/{id}/sharing). */
export interface OrderSharing {
  available: boolean;
  deed_day: string | null;
  next_ag: string | null;
  freshness: DocumentFreshnessView | null;
  free_update: {
    allowed: boolean;
    reason: string | null;
    new_order: boolean;
    /** how long the update stays free, as the seller reads it */
    validity: string | null;
  };
  shares: OrderShareView[];
}

type SharingResult = { sharing: OrderSharing; message: string };

const sharingPath = (orderid: string) => `/order/${encodeURIComponent(orderid)}/sharing`;

async function sharingCall(
  method: 'GET' | 'POST',
  path: string,
  account: string | undefined,
  body?: unknown,
): Promise<SharingResult> {
  const { payload, message } = await api().request<OrderSharing>(method, path, {
    query: { account },
    body,
  });
  return { sharing: payload, message };
}

/** A visitor names the order's e-mail in `account`; signed-in owners and pros need not. */
export const fetchOrderSharing = (orderid: string, account?: string) =>
  sharingCall('GET', sharingPath(orderid), account);

export const addOrderShare = (
  orderid: string,
  recipient: { role: ShareRole; name: string; email: string },
  account?: string,
) => sharingCall('POST', sharingPath(orderid), account, recipient);

export const revokeOrderShare = (orderid: string, shareId: string, account?: string) =>
  sharingCall('POST', `${sharingPath(orderid)}/${encodeURIComponent(shareId)}/revoke`, account);

export const setOrderDeedDay = (orderid: string, deedDay: string | null, account?: string) =>
  sharingCall('POST', `${sharingPath(orderid)}/deed-date`, account, { deed_day: deedDay });

/** « Actualiser mon pré-état daté »: refused with its reason after the next AG. */
export const requestFreeUpdate = (orderid: string, reason: string, account?: string) =>
  sharingCall('POST', `/order/${encodeURIComponent(orderid)}/free-update`, account, { reason });

/** The current pré-état daté as a file, to show it in the page (the API refuses framing). */
export async function fetchNotarySpaceDocument(token: string): Promise<Blob> {
  const response = await api().fetchRaw('GET', `${spacePath(token)}/document`);
  if (!response.ok) {
    const envelope = (await response.json().catch(() => null)) as { message?: string } | null;
    throw new Error(envelope?.message ?? 'Document indisponible');
  }
  return response.blob();
}

/** The notary records the deed's day and the rule of the split; the space comes back. */
export async function recordNotarySigning(
  token: string,
  signing: { signing_day: string; rule: SettlementRule },
): Promise<{ space: NotarySpace; message: string }> {
  const { payload, message } = await api().request<NotarySpace>(
    'POST',
    `${spacePath(token)}/signing`,
    { body: signing },
  );
  return { space: payload, message };
}
