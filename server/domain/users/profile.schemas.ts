import { z } from 'zod';
import { line, optional, required, text } from '#common/input.ts';
import { isValidKennitala, kennitalaDigits } from '#common/kennitala.ts';
import { checkPhone } from '#common/phone.ts';

// Optional text: an empty field means "not given".
const optionalLine = <T>(max: number, inner: z.ZodType<T, string>) => optional(line(max)).pipe(inner.optional());

export const profileSchema = z
  .object({
    name: required(line(120)).min(2, { error: 'name_too_short' }),
    phone: optionalLine(
      40,
      z.string().transform((value, ctx) => {
        const check = checkPhone('+354', value);
        if (!check.ok) {
          ctx.addIssue({ code: 'custom', message: 'phone_invalid' });
          return z.NEVER;
        }
        return check.e164;
      }),
    ),
    kennitala: optionalLine(
      20,
      z.string().transform((value, ctx) => {
        if (!isValidKennitala(value)) {
          ctx.addIssue({ code: 'custom', message: 'kennitala_invalid' });
          return z.NEVER;
        }
        return kennitalaDigits(value) as string;
      }),
    ),
    locale: z.enum(['is', 'en', 'uk', 'pl'], { error: 'invalid' }),
    bio: optional(text(600)),
  })
  .meta({ id: 'ProfileUpdate' });

export const profileDtoSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    locale: z.string(),
    phone: z.string().nullable(),
    kennitala: z.string().nullable(),
    bio: z.string().nullable(),
    email_confirmed: z.boolean(),
    created_at: z.string(),
    avatar_url: z.string().nullable(),
  })
  .meta({ id: 'Profile' });

export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: 'required' }).min(1, { error: 'required' }).max(1024, { error: 'too_long' }),
    newPassword: z.string({ error: 'required' }).min(1, { error: 'required' }),
  })
  .meta({ id: 'ChangePassword' });

export const passwordConfirmSchema = z
  .object({ password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(1024, { error: 'too_long' }) })
  .meta({ id: 'PasswordConfirm' });

export const sessionDtoSchema = z
  .object({
    id: z.string(),
    user_agent: z.string().nullable(),
    ip: z.string().nullable(),
    created_at: z.string(),
    last_used_at: z.string(),
    current: z.boolean(),
  })
  .meta({ id: 'Session' });
