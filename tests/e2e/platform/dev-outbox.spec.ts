import { networkInterfaces } from 'node:os';
import { expect, test } from '@playwright/test';

// /dev/outbox shows everyone's reset and confirmation links, and `npm start` listens on every
// interface: it answers only to this machine, judged by the socket, never by X-Forwarded-For.
const outside = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

test('/dev/outbox answers requests from this machine', async ({ request }) => {
  expect((await request.get('/dev/outbox')).status()).toBe(200);
});

test('/dev/outbox is a 404 to any other address, whatever X-Forwarded-For says', async ({ baseURL }) => {
  test.skip(!outside, 'this machine has no address other than loopback');
  const port = new URL(baseURL!).port;
  const from = `http://${outside}:${port}`;
  // The same server is reachable on that address…
  expect((await fetch(`${from}/healthz`)).status).toBe(200);
  // …but the outbox is not there for it.
  expect((await fetch(`${from}/dev/outbox`)).status).toBe(404);
  expect((await fetch(`${from}/dev/outbox`, { headers: { 'x-forwarded-for': '127.0.0.1' } })).status).toBe(404);
  expect((await fetch(`${from}/dev/outbox/00000000-0000-0000-0000-000000000000`)).status).toBe(404);
  const page = await (await fetch(`${from}/dev/outbox`)).text();
  expect(page).not.toContain('Mail outbox');
});
