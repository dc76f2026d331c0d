import { z } from 'zod';

export const scopeSchema = z.enum(['user', 'staff', 'admin']);

export const userSchema = z
  .object({
    id: z.string().uuid(),
    email: z.string().email(),
    name: z.string(),
    locale: z.enum(['is', 'en', 'uk', 'pl']),
    scope: z.array(scopeSchema),
    email_confirmed: z.boolean(),
    email_confirmed_at: z.string().datetime().nullable(),
    created_at: z.string().datetime(),
    avatar_url: z.string().nullable(),
  })
  .meta({ id: 'User' });
