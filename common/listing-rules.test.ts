import { describe, expect, it } from 'vitest';
import {
  allowedActions,
  canRenew,
  expiryFrom,
  hasLeftMarket,
  isPublic,
  nextStatus,
  normalizeFastanumer,
} from './listing-rules.ts';

describe('listing lifecycle', () => {
  it('goes draft -> review -> published, and back to draft after a rejection', () => {
    expect(nextStatus('draft', 'submit')).toBe('in_review');
    expect(nextStatus('in_review', 'approve')).toBe('published');
    expect(nextStatus('in_review', 'reject')).toBe('rejected');
    expect(nextStatus('rejected', 'edit')).toBe('draft');
    expect(nextStatus('published', 'pause')).toBe('paused');
    expect(nextStatus('paused', 'resume')).toBe('published');
    expect(nextStatus('expired', 'renew')).toBe('published');
  });

  it('refuses what a status does not allow', () => {
    expect(nextStatus('draft', 'approve')).toBeNull();
    expect(nextStatus('published', 'submit')).toBeNull();
    expect(nextStatus('archived', 'resume')).toBeNull();
    expect(nextStatus('rented', 'pause')).toBeNull();
    expect(allowedActions('archived')).toEqual(['duplicate']);
  });

  it('is let (rented_pending) when a tenant accepts an offer, then marked rented or archived', () => {
    expect(nextStatus('published', 'accept_offer')).toBe('rented_pending');
    expect(nextStatus('paused', 'accept_offer')).toBe('rented_pending');
    for (const status of ['draft', 'in_review', 'rejected', 'expired', 'rented_pending', 'rented', 'archived'] as const)
      expect(nextStatus(status, 'accept_offer'), status).toBeNull();
    expect(allowedActions('rented_pending').sort()).toEqual(['archive', 'duplicate', 'mark_rented']);
    expect(nextStatus('rented_pending', 'mark_rented')).toBe('rented');
    expect(isPublic('rented_pending')).toBe(false);
  });

  it('shows only published listings to the public', () => {
    expect(isPublic('published')).toBe(true);
    for (const status of ['draft', 'in_review', 'paused', 'rejected', 'expired', 'archived', 'rented'] as const) {
      expect(isPublic(status)).toBe(false);
    }
  });

  it('expires after 60 days and offers renewal in the last week', () => {
    const published = new Date('2026-11-01T12:00:00Z');
    const expires = expiryFrom(published);
    expect(expires.toISOString()).toBe('2026-12-31T12:00:00.000Z');
    expect(canRenew('published', expires, new Date('2026-12-20T12:00:00Z'))).toBe(false);
    expect(canRenew('published', expires, new Date('2026-12-25T12:00:00Z'))).toBe(true);
    expect(canRenew('expired', expires, new Date('2027-03-01T00:00:00Z'))).toBe(true);
    expect(canRenew('draft', null, published)).toBe(false);
  });

  it('reads a fastanúmer with or without the F', () => {
    expect(normalizeFastanumer('F2001234')).toBe('F2001234');
    expect(normalizeFastanumer('f 200-1234')).toBe('F2001234');
    expect(normalizeFastanumer('2001234')).toBe('F2001234');
    expect(normalizeFastanumer('F200123')).toBeNull();
    expect(normalizeFastanumer('G2001234')).toBeNull();
  });
});

describe('hasLeftMarket: "no longer available" (410) or unknown (404)', () => {
  const published = new Date('2026-01-01T00:00:00Z');
  it('is true for a listing that was on the market and left it', () => {
    for (const status of ['paused', 'rented', 'archived', 'expired', 'rented_pending']) {
      expect(hasLeftMarket({ status, publishedAt: published }, false), status).toBe(true);
    }
    // Published but past its expiry, before the expiry job ran.
    expect(hasLeftMarket({ status: 'published', publishedAt: published }, false)).toBe(true);
  });
  it('is false on the market, and for what never was on it', () => {
    expect(hasLeftMarket({ status: 'published', publishedAt: published }, true)).toBe(false);
    for (const status of ['draft', 'in_review', 'rejected']) {
      expect(hasLeftMarket({ status, publishedAt: null }, false), status).toBe(false);
    }
    expect(hasLeftMarket({ status: 'archived', publishedAt: null }, false)).toBe(false);
  });
});
