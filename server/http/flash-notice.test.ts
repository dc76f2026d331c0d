import { describe, expect, it } from 'vitest';
import { NOTICE_COOKIE } from '#common/notices.ts';
import { clearShownNotice, noticeCookie, readNotice } from './flash-notice.ts';

const withNotice = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Request(url, {
    method,
    headers: { cookie: `a=1; ${noticeCookie('payouts:saved.added', {}, false).split(';')[0]}`, ...headers },
  });

describe('flash notice on the server', () => {
  it('is a short-lived HttpOnly, SameSite=Lax cookie for the whole site', () => {
    const cookie = noticeCookie('payouts:saved.added', {}, true);
    expect(cookie).toMatch(new RegExp(`^${NOTICE_COOKIE}=`));
    expect(cookie).toContain('Max-Age=60');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Secure');
  });

  it('reads the notice a request brings', () => {
    expect(readNotice(withNotice('http://x/account/payout-methods'))).toEqual({ key: 'payouts:saved.added', tone: 'success' });
    expect(
      readNotice(new Request('http://x/', { headers: { cookie: `${NOTICE_COOKIE}=%7B%22k%22%3A%22nope%22%7D` } })),
    ).toBeNull();
  });

  it('is cleared once a page (a document or its single-fetch data) has been read with it', () => {
    for (const request of [
      withNotice('http://x/account/payout-methods', { 'sec-fetch-dest': 'document' }),
      withNotice('http://x/account/payout-methods'),
      withNotice('http://x/account/payout-methods.data?_routes=root', { 'sec-fetch-dest': 'empty' }),
    ]) {
      const headers = new Headers();
      clearShownNotice(request, headers, false);
      expect(headers.getSetCookie()).toEqual([expect.stringMatching(new RegExp(`^${NOTICE_COOKIE}=; Path=/; Max-Age=0`))]);
    }
  });

  it('is kept for a form post, a background request, a new notice, or when there is none', () => {
    const cases: [Request, Headers][] = [
      [withNotice('http://x/account/payout-methods', {}, 'POST'), new Headers()],
      [withNotice('http://x/start-listing/1/photos', { 'sec-fetch-dest': 'empty' }), new Headers()],
      [
        withNotice('http://x/account/payout-methods'),
        new Headers({ 'Set-Cookie': noticeCookie('payouts:saved.removed', {}, false) }),
      ],
      [new Request('http://x/account/payout-methods'), new Headers()],
    ];
    for (const [request, headers] of cases) {
      const before = headers.getSetCookie();
      clearShownNotice(request, headers, false);
      expect(headers.getSetCookie()).toEqual(before);
    }
  });
});
