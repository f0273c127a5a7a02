import type { Session, SessionOrganisation } from '@ped/domain';

/** Who calls /api/v1: the key's account and organisation, and whether the key is a test key. */
export interface ApiCaller {
  session: Session & { organisation: SessionOrganisation };
  organisation: string;
  /** a test key (ADR 049): it makes and sees test orders only */
  test: boolean;
}

/**
 * A live key never sees a test order and a test key never sees a real one: every order
 * query of the API adds this. Orders from before the `test` field are real.
 */
export const modeFilter = (caller: Pick<ApiCaller, 'test'>) =>
  caller.test ? { test: true } : { test: { $ne: true } };
