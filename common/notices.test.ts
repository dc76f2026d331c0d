import { describe, expect, it } from 'vitest';
import { decodeNotice, encodeNotice, NOTICES } from './notices.ts';

describe('flash notice cookie', () => {
  it('carries a known notice and its values there and back', () => {
    expect(decodeNotice(encodeNotice('payouts:saved.added'))).toEqual({ key: 'payouts:saved.added', tone: 'success' });
    expect(decodeNotice(encodeNotice('profile:paychecks.saved.uploaded', { count: 3 }))).toEqual({
      key: 'profile:paychecks.saved.uploaded',
      tone: 'success',
      count: 3,
    });
    expect(decodeNotice(encodeNotice('security:email.sent', { email: 'ny@example.is' }))).toMatchObject({
      email: 'ny@example.is',
    });
    expect(decodeNotice(encodeNotice('landlord:done.not_allowed'))?.tone).toBe('warning');
  });

  it('renders nothing for a cookie that is not exactly one of ours', () => {
    const forged = [
      null,
      '',
      'payouts:saved.added', // not JSON
      '{"k":"errors:codes.internal"}', // a real message, but not a notice
      '{"k":"__proto__"}',
      '{"k":"toString"}',
      '{"k":"payouts:saved.added","html":"<b>x</b>"}', // extra fields
      '{"k":"profile:paychecks.saved.uploaded","c":"3"}', // count not a number
      '{"k":"profile:paychecks.saved.uploaded","c":1.5}',
      '{"k":"profile:paychecks.saved.uploaded","c":-1}',
      '{"k":"security:email.sent","e":"<script>alert(1)</script>"}',
      '["payouts:saved.added"]',
      `{"k":"payouts:saved.added","e":"${'a'.repeat(500)}@x.is"}`,
    ];
    for (const raw of forged) expect(decodeNotice(raw), String(raw)).toBeNull();
  });

  it('knows every notice by its message key', () => {
    for (const key of Object.keys(NOTICES)) expect(key).toMatch(/^[a-zA-Z]+:[\w.]+$/);
  });
});
