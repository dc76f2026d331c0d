import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '#server/lib/errors.ts';
import { errorReply, formAction, redirectWithNotice, whenRefused } from './page-kit.server.ts';

const schema = z.object({ email: z.string(), password: z.string() });
const form = (values: Record<string, string>) => {
  const formData = new FormData();
  for (const [k, v] of Object.entries(values)) formData.set(k, v);
  return formData;
};
const submission = () => parseWithZod(form({ email: 'a@b.is', password: 'secret' }), { schema });

describe('the page kit', () => {
  it('puts field codes beside their fields and `_` codes above the form', () => {
    const { reply, status } = errorReply(
      submission(),
      new AppError('email_taken', undefined, { fields: { email: ['email_taken'], _: ['other'] } }),
      { hideFields: ['password'] },
    );
    expect(status).toBe(409);
    expect(reply.error).toEqual({ email: ['email_taken'], '': ['other'] });
    expect(reply.initialValue).toEqual({ email: 'a@b.is' });
  });

  it('shows a refusal without fields by its code (or the page’s wording), with Retry-After', () => {
    expect(errorReply(submission(), new AppError('listing_not_editable')).reply.error).toEqual({ '': ['listing_not_editable'] });
    const limited = errorReply(submission(), new AppError('rate_limited', undefined, { retryAfter: 30 }), {
      wording: { rate_limited: 'rate_limited_mail' },
    });
    expect(limited).toMatchObject({ status: 429, headers: { 'Retry-After': '30' } });
    expect(limited.reply.error).toEqual({ '': ['rate_limited_mail'] });
  });

  it('leaves not found and forbidden to the error page, and rethrows what is not a refusal', () => {
    expect(() => errorReply(submission(), new AppError('not_found'))).toThrow(expect.objectContaining({ init: { status: 404 } }));
    const bug = new TypeError('boom');
    expect(() => errorReply(submission(), bug)).toThrow(bug);
    expect(() => errorReply(submission(), new AppError('internal'))).toThrow(AppError);
    expect(() => whenRefused(bug, { refused: () => 'handled' })).toThrow(bug);
    expect(whenRefused(new AppError('not_found'), { not_found: () => 'gone' })).toBe('gone');
    expect(() => whenRefused(new AppError('forbidden'), { not_found: () => 'gone' })).toThrow(AppError);
  });

  it('runs a form action: 422 for invalid input, the answer, or the refusal as the form reply', async () => {
    const invalid = await formAction(form({}), schema, async () => 'ran');
    expect(invalid).toMatchObject({ init: { status: 422 } });
    expect(await formAction(form({ email: 'a', password: 'b' }), schema, async (v) => v.email)).toBe('a');
    const refused = await formAction(form({ email: 'a', password: 'b' }), schema, async () => {
      throw new AppError('saved_search_limit');
    });
    expect(refused).toMatchObject({ init: { status: 409 }, data: { error: { '': ['saved_search_limit'] } } });
  });

  it('redirects with the notice cookie and any other headers', () => {
    const response = redirectWithNotice('/profile', 'profile:edit.saved', {}, { 'Set-Cookie': 'lang=en; Path=/' });
    expect(response.status).toBe(302);
    expect(response.headers.get('Location')).toBe('/profile');
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    expect(cookies[1]).toMatch(/^notice=.*Max-Age=60.*HttpOnly/);
  });
});
