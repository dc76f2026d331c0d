import { z } from 'zod';
import { line, required } from '#common/input.ts';
import { passwordProblem } from '#common/password-policy.ts';

const email = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(254, { error: 'too_long' })
  .pipe(z.email({ error: 'email_invalid' }));

// Checked on the field itself, so its error shows together with the other fields' errors.
const newPassword = z
  .string({ error: 'required' })
  .min(1, { error: 'required' })
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const signUpSchema = z
  .object({
    name: required(line(120)).min(2, { error: 'name_too_short' }),
    email,
    password: newPassword,
    acceptTerms: z.literal(['on', 'true', true], { error: 'terms_required' }),
    locale: z.enum(['is', 'en', 'uk', 'pl']).optional(),
  })
  .superRefine((value, ctx) => {
    if (passwordProblem(value.password, value.email) === 'password_like_email') {
      ctx.addIssue({ code: 'custom', path: ['password'], message: 'password_like_email' });
    }
  })
  .meta({ id: 'SignUp' });

export const emailSchema = z.object({ email }).meta({ id: 'EmailRequest' });

export const tokenSchema = z
  .object({ token: z.string({ error: 'required' }).min(1, { error: 'required' }).max(200) })
  .meta({ id: 'TokenRequest' });

/** The reset page's form (the token comes from the address). */
export const newPasswordSchema = z.object({ password: newPassword });

export const resetPasswordSchema = z
  .object({
    token: z.string({ error: 'required' }).min(1, { error: 'required' }).max(200),
    password: newPassword,
  })
  .meta({ id: 'ResetPassword' });

export const emailChangeSchema = z
  .object({
    newEmail: email,
    password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(1024, { error: 'too_long' }),
  })
  .meta({ id: 'EmailChange' });
