import { OFFER_CODES } from './offers';
import {
  FREE_UPDATE_NOT_DELIVERED,
  FREE_UPDATE_NOT_INCLUDED,
  FREE_UPDATE_PENDING,
  freeUpdateStatus,
  offerIncludesFreeUpdate,
  offerIncludesNotarySpace,
  openingLabel,
  openingsByVersion,
  sellerNames,
  shareExpiry,
  shareStatus,
} from './notary-space';
import { formatDateInFull, formatDateTimeInFull } from './format';

describe('offers including the notary space and the free update', () => {
  it('includes both in Confort, Pack ALUR and Expert, neither in Libre', () => {
    for (const code of ['cle', 'vte', 'exp']) {
      expect(offerIncludesNotarySpace(code)).toBe(true);
      expect(offerIncludesFreeUpdate(code)).toBe(true);
    }
    expect(offerIncludesNotarySpace('eco')).toBe(false);
    expect(offerIncludesFreeUpdate('eco')).toBe(false);
  });

  it('answers false for an unknown or missing offer', () => {
    expect(offerIncludesNotarySpace(null)).toBe(false);
    expect(offerIncludesNotarySpace('zzz')).toBe(false);
    expect(offerIncludesFreeUpdate(undefined)).toBe(false);
    expect(OFFER_CODES.filter(offerIncludesFreeUpdate).every(offerIncludesNotarySpace)).toBe(true);
  });
});

describe('shareExpiry', () => {
  it('lives six months without a deed date', () => {
    expect(shareExpiry(new Date('2026-11-24T10:00:00Z'), null).toISOString()).toBe(
      '2027-05-24T10:00:00.000Z',
    );
  });

  it('ends at midnight after the deed day, Paris time', () => {
    expect(shareExpiry(new Date('2026-11-24T10:00:00Z'), '2027-02-15').toISOString()).toBe(
      '2027-02-15T23:00:00.000Z',
    );
  });
});

describe('shareStatus', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  it('is active before expiry, expired after, revoked whatever the date', () => {
    expect(shareStatus({ expires: '2026-12-01T00:00:00Z', revoked: null }, now)).toBe('active');
    expect(shareStatus({ expires: '2026-11-24T10:00:00Z', revoked: null }, now)).toBe('expired');
    expect(shareStatus({ expires: '2027-01-01T00:00:00Z', revoked: now }, now)).toBe('revoked');
  });
});

describe('openingLabel', () => {
  const once = (at: string, version: number | null) => ({ version, first: at, last: at, count: 1 });

  it('says who opened which version, in Paris time with the month in full', () => {
    expect(openingLabel('notary', once('2026-11-24T09:12:00Z', 1))).toBe(
      'Consulté par votre notaire le 24 novembre 2026 à 10h12 (version 1)',
    );
    expect(openingLabel('agent', once('2026-03-01T09:05:00Z', null))).toBe(
      'Consulté par l’agent immobilier le 1er mars 2026 à 10h05',
    );
    expect(openingLabel('buyer-notary', once('2026-03-01T09:05:00Z', 2))).toBe(
      'Consulté par le notaire de l’acquéreur le 1er mars 2026 à 10h05 (version 2)',
    );
  });

  it('says a version opened again once, with how many times and from when to when', () => {
    const reloads = ['2026-11-24T09:12:00Z', '2026-11-24T09:13:00Z', '2026-11-25T08:00:00Z'];
    const [version2] = openingsByVersion(reloads.map((at) => ({ at, version: 2 })));
    expect(openingLabel('notary', version2!)).toBe(
      'Consulté 3 fois par votre notaire, du 24 novembre 2026 à 10h12 au 25 novembre 2026 à 09h00 (version 2)',
    );
  });
});

describe('openingsByVersion', () => {
  it('makes one line per version, in the order they were first opened, whatever the order given', () => {
    expect(
      openingsByVersion([
        { at: '2026-11-26T10:00:00Z', version: 2 },
        { at: '2026-11-24T10:00:00Z', version: 1 },
        { at: '2026-11-25T10:00:00Z', version: 1 },
        { at: '2026-11-27T10:00:00Z', version: 2 },
      ]),
    ).toEqual([
      { version: 1, first: '2026-11-24T10:00:00Z', last: '2026-11-25T10:00:00Z', count: 2 },
      { version: 2, first: '2026-11-26T10:00:00Z', last: '2026-11-27T10:00:00Z', count: 2 },
    ]);
    expect(openingsByVersion([])).toEqual([]);
  });
});

describe('full dates', () => {
  it('writes days without moving them across time zones', () => {
    expect(formatDateInFull('2026-06-12')).toBe('12 juin 2026');
    expect(formatDateInFull(null)).toBe('');
    expect(formatDateTimeInFull('2026-07-01T22:30:00Z')).toBe('2 juillet 2026 à 00h30');
  });
});

describe('freeUpdateStatus', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  const base = { offer: 'cle', state: 'done', now };

  it('allows the update until the day of the next AG included', () => {
    expect(freeUpdateStatus({ ...base, nextAg: '2026-11-24' })).toEqual({
      allowed: true,
      until: '2026-11-24',
      basis: 'next-ag',
      validity: 'Mise à jour gratuite jusqu’à l’assemblée générale du 24 novembre 2026.',
    });
    expect(freeUpdateStatus({ ...base, nextAg: null })).toMatchObject({
      allowed: true,
      until: null,
      validity: 'Mise à jour gratuite jusqu’à la prochaine assemblée générale.',
    });
  });

  it('with « Modifications illimitées », allows updates past the next AG until the signing day, on any offer', () => {
    const unlimited = { ...base, options: ['unlimited_modifications'], nextAg: '2026-10-01' };
    expect(freeUpdateStatus({ ...unlimited, deedDay: '2026-11-24' })).toEqual({
      allowed: true,
      until: '2026-11-24',
      basis: 'signing',
      validity: 'Modifications illimitées jusqu’à la signature du 24 novembre 2026.',
    });
    expect(freeUpdateStatus({ ...unlimited, offer: 'vte', deedDay: null })).toMatchObject({
      allowed: true,
      validity: 'Modifications illimitées jusqu’à la signature chez le notaire.',
    });
    const signed = freeUpdateStatus({ ...unlimited, deedDay: '2026-11-23' });
    expect(signed).toMatchObject({ allowed: false, newOrder: true });
    if (!signed.allowed)
      expect(signed.reason).toBe(
        'Les modifications illimitées valaient jusqu’à la signature du 23 novembre 2026.',
      );
  });

  it('refuses it after the next AG, with the reason and a new order', () => {
    const status = freeUpdateStatus({ ...base, nextAg: '2026-11-23' });
    expect(status.allowed).toBe(false);
    expect(status).toMatchObject({ newOrder: true });
    if (!status.allowed) expect(status.reason).toMatch(/assemblée générale du 23 novembre 2026/);
  });

  it('when the signing follows the next AG, says so before it and allows one free update after it, until the signing', () => {
    const before = freeUpdateStatus({ ...base, nextAg: '2026-12-10', deedDay: '2027-01-15' });
    expect(before).toMatchObject({
      allowed: true,
      basis: 'next-ag',
      until: '2026-12-10',
      thenAfterAg: true,
    });
    if (before.allowed)
      expect(before.validity).toBe(
        'Mise à jour gratuite jusqu’à l’assemblée générale du 10 décembre 2026. La signature du 15 janvier 2027 la suit : une mise à jour gratuite restera possible après cette assemblée, pour la signature.',
      );
    // the AG is past, the signing to come: one free update, even if one was asked before the AG
    const after = { ...base, nextAg: '2026-11-20', deedDay: '2027-01-15' };
    expect(freeUpdateStatus({ ...after, updateRequests: ['2026-11-02'] })).toEqual({
      allowed: true,
      until: '2027-01-15',
      basis: 'after-ag',
      validity:
        'Une mise à jour gratuite après l’assemblée générale du 20 novembre 2026, pour la signature du 15 janvier 2027 : nous reprenons ses comptes approuvés.',
    });
    const used = freeUpdateStatus({ ...after, updateRequests: ['2026-11-22'] });
    expect(used).toMatchObject({ allowed: false, newOrder: true });
    if (!used.allowed) expect(used.reason).toMatch(/a déjà été demandée/);
    // the signing past, or before the AG: nothing after the AG is free
    expect(freeUpdateStatus({ ...after, deedDay: '2026-11-23' })).toMatchObject({ allowed: false });
    expect(freeUpdateStatus({ ...after, deedDay: '2026-11-19' })).toMatchObject({ allowed: false });
  });

  it('refuses it for Libre, before delivery and while one is under way', () => {
    expect(freeUpdateStatus({ ...base, offer: 'eco', nextAg: null })).toEqual({
      allowed: false,
      reason: FREE_UPDATE_NOT_INCLUDED,
      newOrder: true,
    });
    expect(freeUpdateStatus({ ...base, state: 'ready', nextAg: null })).toMatchObject({
      reason: FREE_UPDATE_NOT_DELIVERED,
    });
    expect(freeUpdateStatus({ ...base, state: 'need-refresh', nextAg: null })).toMatchObject({
      reason: FREE_UPDATE_PENDING,
    });
  });
});

describe('sellerNames', () => {
  it('names each seller by first and last name, leaving out the unnamed', () => {
    expect(
      sellerNames([
        { firstname: 'Marie', lastname: 'Dupont' },
        { firstname: '', lastname: 'Martin' },
        { firstname: null, lastname: '' },
      ]),
    ).toEqual(['Marie Dupont', 'Martin']);
    expect(sellerNames(undefined)).toEqual([]);
  });
});
