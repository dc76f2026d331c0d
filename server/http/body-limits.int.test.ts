import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect, type Socket } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../tests/fixtures/test-app.ts';
import { MAX_DRAIN_BYTES } from './body-limits.ts';

// The body limit against a real listening server, spoken to over a raw socket: a 413 must never
// promise keep-alive and then drop the connection. Either the refused body is read to its end
// (and the connection really is reusable), or the answer says `Connection: close` and the
// server closes it cleanly after the answer.
type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const LIMIT = 2048;

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Everything the server sent until it closed the connection or `count` answers arrived. */
function readAnswers(socket: Socket, count: number): Promise<{ answers: Answer[]; closed: 'end' | 'error' | 'open' }> {
  return new Promise((resolve) => {
    let raw = Buffer.alloc(0);
    const answers: Answer[] = [];
    const parse = () => {
      for (;;) {
        const headEnd = raw.indexOf('\r\n\r\n');
        if (headEnd < 0) return;
        const [statusLine, ...lines] = raw.subarray(0, headEnd).toString('latin1').split('\r\n');
        const headers = Object.fromEntries(
          lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
        );
        const length = Number(headers['content-length'] ?? 0);
        if (raw.length < headEnd + 4 + length) return;
        answers.push({
          status: Number(statusLine.split(' ')[1]),
          headers,
          body: raw.subarray(headEnd + 4, headEnd + 4 + length).toString('utf8'),
        });
        raw = raw.subarray(headEnd + 4 + length);
      }
    };
    const done = (closed: 'end' | 'error' | 'open') => resolve({ answers, closed });
    socket.on('data', (chunk) => {
      raw = Buffer.concat([raw, chunk]);
      parse();
      if (answers.length >= count) done('open');
    });
    socket.on('end', () => done('end'));
    socket.on('error', () => done('error'));
  });
}

describe('413 over a real connection', () => {
  let t: TestApp;
  let server: Server;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp({ BODY_LIMIT_BYTES: String(LIMIT) });
    server = createServer(getRequestListener(t.app.fetch));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  const open = () =>
    new Promise<Socket>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => resolve(socket));
    });

  it('reads a refused body to its end, so the kept-alive connection serves the next request', async () => {
    const socket = await open();
    const answers = readAnswers(socket, 2);
    const body = JSON.stringify({ email: 'a@example.is', password: 'x'.repeat(LIMIT * 4) });
    socket.write(
      `POST /api/token/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    );
    socket.write(body);
    socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const { answers: got } = await answers;
    socket.destroy();
    expect(got.map((a) => a.status)).toEqual([413, 200]);
    expect(got[0].headers.connection).not.toBe('close');
    expect(JSON.parse(got[0].body).error.code).toBe('payload_too_large');
  });

  it('counts a chunked body and does the same', async () => {
    const socket = await open();
    const answers = readAnswers(socket, 2);
    socket.write(
      'POST /api/token/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
    );
    const chunk = 'y'.repeat(1000);
    for (let i = 0; i < 8; i++) socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
    socket.write('0\r\n\r\n');
    socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const { answers: got } = await answers;
    socket.destroy();
    expect(got.map((a) => a.status)).toEqual([413, 200]);
    expect(got[0].headers.connection).not.toBe('close');
  });

  it('says Connection: close, and closes cleanly, when the body is too large to read through', async () => {
    const socket = await open();
    const answers = readAnswers(socket, 2);
    socket.write(
      `POST /api/token/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${MAX_DRAIN_BYTES + 1}\r\n\r\n`,
    );
    socket.write('z'.repeat(10_000));
    const { answers: got, closed } = await answers;
    socket.destroy();
    expect(got).toHaveLength(1);
    expect(got[0].status).toBe(413);
    expect(got[0].headers.connection).toBe('close');
    expect(closed).toBe('end');
  });

  it('still accepts a body within the limit, chunked or not', async () => {
    const plain = await t.app.request('/api/token/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nobody@example.is', password: 'wrong-password-1' }),
    });
    expect(plain.status).toBe(401);
    const socket = await open();
    const answers = readAnswers(socket, 1);
    const body = JSON.stringify({ email: 'nobody@example.is', password: 'wrong-password-2' });
    socket.write(
      'POST /api/token/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n',
    );
    socket.write(`${Buffer.byteLength(body).toString(16)}\r\n${body}\r\n0\r\n\r\n`);
    const { answers: got } = await answers;
    socket.destroy();
    expect(got[0].status).toBe(401);
  });
});
