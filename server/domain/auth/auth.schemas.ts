import { z } from 'zod';

// Error messages are keys under errors:fields.* so forms and the API translate them alike.
export const credentialsSchema = z
  .object({
    email: z
      .string({ error: 'required' })
      .trim()
      .min(1, { error: 'required' })
      .max(254, { error: 'too_long' })
      .pipe(z.email({ error: 'email_invalid' })),
    password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(1024, { error: 'too_long' }),
  })
  .meta({ id: 'Credentials' });

export const refreshSchema = z
  .object({ refresh: z.string({ error: 'required' }).min(1, { error: 'required' }).max(4096, { error: 'too_long' }) })
  .meta({ id: 'RefreshRequest' });

export const tokenPairSchema = z
  .object({
    access: z.string(),
    refresh: z.string(),
  })
  .meta({ id: 'TokenPair' });
