import { z } from 'zod';

// A code from the app (6 digits) or a recovery code (xxxxx-xxxxx); spaces are forgiven.
const code = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(32, { error: 'too_long' })
  .transform((value) => value.replace(/\s/g, ''));

export const twoFactorCodeSchema = z.object({ code }).meta({ id: 'TwoFactorCode' });

export const twoFactorSignInSchema = z
  .object({ challenge: z.string({ error: 'required' }).min(1, { error: 'required' }).max(2048, { error: 'too_long' }), code })
  .meta({ id: 'TwoFactorSignIn' });

export const twoFactorDisableSchema = z
  .object({ password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(1024, { error: 'too_long' }), code })
  .meta({ id: 'TwoFactorDisable' });

export const twoFactorStatusSchema = z
  .object({ enabled: z.boolean(), enabled_at: z.string().nullable(), recovery_codes_left: z.number().int() })
  .meta({ id: 'TwoFactorStatus' });

export const twoFactorSetupSchema = z.object({ secret: z.string(), otpauth_uri: z.string() }).meta({ id: 'TwoFactorSetup' });

export const recoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) }).meta({ id: 'RecoveryCodes' });

export const twoFactorChallengeSchema = z
  .object({ two_factor_required: z.literal(true), challenge: z.string(), expires_in: z.number().int() })
  .meta({ id: 'TwoFactorChallenge' });
