import { describe, expect, it } from 'vitest';
import {
  documentsOpen,
  mayDecideVerification,
  maySubmitVerification,
  parseStaffTeamQuery,
  statusAfterCompanyChange,
  subEntityDocumentsOpen,
  subEntitySchema,
  verificationDecisionSchema,
} from './team-verification.ts';

describe('team verification rules', () => {
  it('sends only an unverified or rejected team; staff decide only a pending one', () => {
    expect(maySubmitVerification('unverified')).toBe(true);
    expect(maySubmitVerification('rejected')).toBe(true);
    expect(maySubmitVerification('pending')).toBe(false);
    expect(maySubmitVerification('verified')).toBe(false);
    expect(mayDecideVerification('pending')).toBe(true);
    for (const status of ['unverified', 'verified', 'rejected'] as const) expect(mayDecideVerification(status)).toBe(false);
  });

  it('locks the team’s documents while pending, a sub-entity’s once verified', () => {
    expect(documentsOpen('pending')).toBe(false);
    expect(documentsOpen('verified')).toBe(true);
    expect(subEntityDocumentsOpen('pending')).toBe(true);
    expect(subEntityDocumentsOpen('rejected')).toBe(true);
    expect(subEntityDocumentsOpen('verified')).toBe(false);
  });

  it('makes a verified team unverified on a new kennitala, not on a new name', () => {
    expect(statusAfterCompanyChange('verified', { kennitalaChanged: true })).toBe('unverified');
    expect(statusAfterCompanyChange('pending', { kennitalaChanged: true })).toBe('unverified');
    expect(statusAfterCompanyChange('verified', { kennitalaChanged: false })).toBe('verified');
    expect(statusAfterCompanyChange('rejected', { kennitalaChanged: false })).toBe('rejected');
  });

  it('needs a reason of at least 10 characters to reject, none to verify', () => {
    expect(verificationDecisionSchema.safeParse({ decision: 'verify' }).success).toBe(true);
    const short = verificationDecisionSchema.safeParse({ decision: 'reject', reason: 'Nei' });
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]).toMatchObject({ path: ['reason'], message: 'too_short' });
    expect(verificationDecisionSchema.safeParse({ decision: 'reject' }).error?.issues[0]).toMatchObject({
      path: ['reason'],
      message: 'required',
    });
    expect(verificationDecisionSchema.safeParse({ decision: 'reject', reason: 'Vottorðið er of gamalt.' }).success).toBe(true);
  });

  it('takes a person’s or a company’s kennitala with a valid checksum, stored as ten digits', () => {
    expect(subEntitySchema.parse({ name: 'Hlemmur ehf.', kennitala: '460411-0330' })).toEqual({
      name: 'Hlemmur ehf.',
      kennitala: '4604110330',
    });
    expect(subEntitySchema.parse({ name: 'Jón Jónsson', kennitala: '0101302989' }).kennitala).toBe('0101302989');
    const bad = subEntitySchema.safeParse({ name: 'Hlemmur ehf.', kennitala: '4604110331' });
    expect(bad.error?.issues[0]).toMatchObject({ path: ['kennitala'], message: 'kennitala_invalid' });
  });

  it('reads the staff queue’s query from the address, dropping what it does not know', () => {
    expect(parseStaffTeamQuery(new URLSearchParams('q=%20Lei%20&status=pending&page=3'))).toEqual({
      q: 'Lei',
      status: 'pending',
      page: 3,
    });
    expect(parseStaffTeamQuery(new URLSearchParams('status=bogus&page=-2'))).toEqual({
      q: undefined,
      status: undefined,
      page: 1,
    });
  });
});
