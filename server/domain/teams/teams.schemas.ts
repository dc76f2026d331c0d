import { z } from 'zod';
import { line, optional, required, text } from '#common/input.ts';
import { MAX_INVITATION_MESSAGE } from '#common/invitations.ts';
import { checkPhone } from '#common/phone.ts';
import {
  companyKennitala,
  SLUG_MAX,
  slugProblem,
  TEAM_NAME_MAX,
  TEAM_ROLES,
  TEAM_VERIFICATION_STATUSES,
} from '#common/team-rules.ts';

// One schema per input, shared by the team pages' forms (Conform) and the JSON API. Messages are
// keys under errors:fields.*. Rules that need the database (a taken slug or kennitala, the last
// owner, who may give which role) are the services' (teams.service.ts, members.service.ts).

export const TEAM_DESCRIPTION_MAX = 2000;
const SLUG_FIELD_ERRORS = { too_short: 'too_short', too_long: 'too_long', invalid: 'slug_invalid', reserved: 'slug_reserved' };

const slug = z
  .string({ error: 'required' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'required', abort: true })
  .max(SLUG_MAX, { error: 'too_long', abort: true })
  .superRefine((value, ctx) => {
    const problem = slugProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: SLUG_FIELD_ERRORS[problem] });
  })
  .describe('The team’s address, /teams/{slug}: 3-40 lower-case letters, digits and single hyphens; fixed once made');

const kennitala = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required', abort: true })
  .max(20, { error: 'too_long', abort: true })
  .transform((value, ctx) => {
    const digits = companyKennitala(value);
    if (!digits) {
      ctx.addIssue({ code: 'custom', message: 'company_kennitala_invalid' });
      return z.NEVER;
    }
    return digits;
  })
  .describe('The company’s kennitala: ten digits (a hyphen allowed), a valid checksum and a company’s day (41-71)');

const name = required(line(TEAM_NAME_MAX)).min(2, { error: 'too_short' });

export const teamCreateSchema = z.object({ name, slug, companyKennitala: kennitala }).meta({ id: 'TeamCreate' });
export type TeamCreateInput = z.output<typeof teamCreateSchema>;

const phone = optional(line(40)).pipe(
  z
    .string()
    .transform((value, ctx) => {
      const check = checkPhone('+354', value);
      if (!check.ok) {
        ctx.addIssue({ code: 'custom', message: 'phone_invalid' });
        return z.NEVER;
      }
      return check.e164;
    })
    .optional(),
);

const website = optional(line(200)).pipe(
  z
    .string()
    .transform((value, ctx) => {
      const withScheme = /^https?:\/\//i.test(value) ? value : `https://${value}`;
      try {
        const url = new URL(withScheme);
        if (!url.hostname.includes('.')) throw new Error('no domain');
        return url.toString();
      } catch {
        ctx.addIssue({ code: 'custom', message: 'url_invalid' });
        return z.NEVER;
      }
    })
    .optional(),
);

/** The team's profile: everything is sent each time (an empty field clears it). */
export const teamUpdateSchema = z
  .object({
    name,
    description: optional(text(TEAM_DESCRIPTION_MAX)),
    contactEmail: optional(line(254)).pipe(z.email({ error: 'email_invalid' }).optional()),
    contactPhone: phone.describe('Icelandic numbers without +354; others with their country code'),
    website,
  })
  .meta({ id: 'TeamUpdate' });
export type TeamUpdateInput = z.output<typeof teamUpdateSchema>;

export const memberRoleSchema = z.object({ role: z.enum(TEAM_ROLES, { error: 'invalid' }) }).meta({ id: 'TeamMemberRole' });
export type MemberRoleInput = z.output<typeof memberRoleSchema>;

export const teamInvitationSchema = z
  .object({
    email: z
      .string({ error: 'required' })
      .trim()
      .min(1, { error: 'required' })
      .max(254, { error: 'too_long' })
      .pipe(z.email({ error: 'email_invalid' })),
    role: z.enum(TEAM_ROLES, { error: 'invalid' }),
    message: text(MAX_INVITATION_MESSAGE)
      .nullish()
      .transform((value) => value || null),
  })
  .meta({ id: 'TeamInvitationInput' });
export type TeamInvitationInput = z.output<typeof teamInvitationSchema>;

const role = z.enum(TEAM_ROLES);

export const myTeamDtoSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    role,
    verification_status: z.enum(TEAM_VERIFICATION_STATUSES),
    logo_url: z.string().nullable(),
    members: z.number().int(),
  })
  .meta({ id: 'MyTeam' });

export const teamDtoSchema = z
  .object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    company_kennitala: z.string(),
    description: z.string().nullable(),
    contact_email: z.string().nullable(),
    contact_phone: z.string().nullable(),
    website: z.string().nullable(),
    logo_url: z.string().nullable(),
    verification_status: z.enum(TEAM_VERIFICATION_STATUSES),
    created_at: z.string(),
    role: role.describe('Your role in the team'),
  })
  .meta({ id: 'Team' });

export const teamMemberDtoSchema = z
  .object({
    user_id: z.string(),
    name: z.string(),
    email: z.string(),
    role,
    since: z.string(),
    is_me: z.boolean(),
  })
  .meta({ id: 'TeamMember' });

export const teamLogoUploadSchema = z
  .object({
    file: z.string().meta({ format: 'binary' }).describe('A JPEG, PNG, WebP or AVIF picture, at most 5 MB'),
  })
  .meta({ id: 'TeamLogoUpload' });
