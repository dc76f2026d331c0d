import { describe, expect, it } from 'vitest';
import { generateRecoveryCodes, hashRecoveryCode, looksLikeRecoveryCode } from './recovery-codes.ts';
import { open, seal } from './secret-box.ts';

describe('secret box', () => {
  it('opens what it sealed, and nothing sealed with another key, purpose or altered', () => {
    const sealed = seal('a'.repeat(40), 'totp', 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(open('a'.repeat(40), 'totp', sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(open('b'.repeat(40), 'totp', sealed)).toBeNull();
    expect(open('a'.repeat(40), 'other', sealed)).toBeNull();
    const [v, iv, tag, body] = sealed.split('.');
    const flipped = `${body.slice(0, -2)}${body.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(open('a'.repeat(40), 'totp', [v, iv, tag, flipped].join('.'))).toBeNull();
    expect(open('a'.repeat(40), 'totp', 'garbage')).toBeNull();
  });
});

describe('recovery codes', () => {
  it('are ten distinct codes in groups of five, matched whatever the case and spacing', () => {
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(hashRecoveryCode(codes[0].toUpperCase().replace('-', ' '))).toBe(hashRecoveryCode(codes[0]));
    expect(looksLikeRecoveryCode('ABCDE-FGHJK')).toBe(true);
    expect(looksLikeRecoveryCode('123456')).toBe(false);
    expect(looksLikeRecoveryCode('1234567890')).toBe(false);
  });
});
