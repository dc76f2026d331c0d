import type { Context } from 'hono';
import { AppError } from '#server/lib/errors.ts';
import type { HonoEnv } from './types.ts';

/** Reads a multipart/form-data body; anything else (or a broken one) is a 400. */
export async function parseMultipart(c: Context<HonoEnv>): Promise<FormData> {
  if (!c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data')) throw new AppError('bad_request');
  try {
    return await c.req.formData();
  } catch {
    throw new AppError('bad_request');
  }
}
