import { z } from 'zod';
import { isValidIban, normaliseIban, parseIcelandicAccount } from '#common/bank-account.ts';
import { line, required } from '#common/input.ts';
import { isValidKennitala, kennitalaDigits } from '#common/kennitala.ts';

const holderName = required(line(120)).min(2, { error: 'name_too_short' });

// Each part is checked on its own field, so every mistake shows at once, next to its field.
const part = (field: 'bank' | 'ledger' | 'account') =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .transform((value, ctx) => {
      const parsed = parseIcelandicAccount({ bank: '0001', ledger: '00', account: '1', [field]: value });
      const problem = parsed.problems[field];
      if (problem) {
        ctx.addIssue({ code: 'custom', message: problem });
        return z.NEVER;
      }
      return parsed[field];
    });

const icelandic = z.object({
  kind: z.literal('is_bank'),
  holderName,
  bank: part('bank'),
  ledger: part('ledger'),
  account: part('account'),
  ownerKennitala: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .refine(isValidKennitala, { error: 'kennitala_invalid' })
    .transform((v) => kennitalaDigits(v) as string),
});

const iban = z.object({
  kind: z.literal('iban'),
  holderName,
  iban: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .refine(isValidIban, { error: 'iban_invalid' })
    .transform(normaliseIban),
});

export const payoutMethodSchema = z
  .discriminatedUnion('kind', [icelandic, iban], { error: 'invalid' })
  .meta({ id: 'PayoutMethodInput' });

export const payoutMethodDtoSchema = z
  .object({
    id: z.string(),
    kind: z.enum(['is_bank', 'iban']),
    holder_name: z.string(),
    masked: z.string(),
    is_default: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'PayoutMethod' });
