import { describe, expect, it } from 'vitest';
import { isLoopbackAddress } from './loopback.ts';

describe('isLoopbackAddress', () => {
  it.each([
    '127.0.0.1',
    '127.1.2.3',
    '127.255.255.255',
    '::1',
    '0:0:0:0:0:0:0:1',
    '0000:0000:0000:0000:0000:0000:0000:0001',
    '::ffff:127.0.0.1',
    '::FFFF:127.0.0.2',
    '0:0:0:0:0:ffff:127.0.0.1',
    '[::1]',
    '::ffff:7f00:1',
  ])('accepts %s', (address) => {
    expect(isLoopbackAddress(address)).toBe(true);
  });

  it.each([
    '192.0.2.2',
    '10.0.0.1',
    '128.0.0.1',
    '1.127.0.0',
    '0.0.0.0',
    '::',
    '::2',
    '1::1',
    'fd00::2',
    'fe80::1',
    '::ffff:192.0.2.2',
    '::ffff:8000:1',
    'fe80::1%eth0',
    '127.0.0.1.evil.example',
    'localhost',
    'unknown',
    '',
    undefined,
    null,
  ])('refuses %s', (address) => {
    expect(isLoopbackAddress(address)).toBe(false);
  });
});
