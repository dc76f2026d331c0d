import { isIPv4, isIPv6 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, Env } from 'hono';

// Developer tools (the mail outbox at /dev/outbox) answer only to this machine. `npm start`
// listens on every interface, and the outbox shows everyone's reset and confirmation links.

/** True for 127.0.0.0/8, ::1 and IPv4-mapped ::ffff:127.x.x.x, however spelt; false for anything else. */
export function isLoopbackAddress(address: string | undefined | null): boolean {
  if (!address) return false;
  const plain = address.replace(/^\[|\]$/g, '');
  if (isIPv4(plain)) return plain.startsWith('127.');
  if (!isIPv6(plain)) return false;
  // The URL parser writes an IPv6 address one way: ::1, and ::ffff:7fxx:xxxx for 127.x.x.x.
  let canonical: string;
  try {
    canonical = new URL(`http://[${plain}]/`).hostname.slice(1, -1);
  } catch {
    return false; // e.g. a zone id (fe80::1%eth0)
  }
  return canonical === '::1' || /^::ffff:7f[0-9a-f]{2}:[0-9a-f]{1,4}$/.test(canonical);
}

/** The address of the socket the request came on; never a header (X-Forwarded-For can say anything). */
export function socketAddress<E extends Env>(c: Context<E>): string | undefined {
  try {
    return getConnInfo(c as unknown as Context).remote.address;
  } catch {
    return undefined; // app.request() in tests has no socket
  }
}
