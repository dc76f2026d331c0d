import { z } from 'zod';
import { text } from '#common/input.ts';
import { INVITATION_KINDS, MAX_INVITATION_MESSAGE, PERSONAL_INVITATION_KINDS } from '#common/invitations.ts';
import { TEAM_ROLES } from '#common/team-rules.ts';

/** Sending an invitation: the page's invite form and POST /api/users/me/invitations/. */
export const createInvitationSchema = z
  .object({
    kind: z.enum(PERSONAL_INVITATION_KINDS, { error: 'invalid' }).default('household'),
    email: z
      .string({ error: 'required' })
      .trim()
      .min(1, { error: 'required' })
      .max(254, { error: 'too_long' })
      .pipe(z.email({ error: 'email_invalid' })),
    message: text(MAX_INVITATION_MESSAGE)
      .nullish()
      .transform((value) => value || null),
  })
  .meta({ id: 'InvitationInput' });

export type CreateInvitationInput = z.output<typeof createInvitationSchema>;

const person = {
  id: z.string(),
  name: z.string(),
  email_confirmed: z.boolean(),
};

export const invitationDtoSchema = z
  .object({
    id: z.string(),
    kind: z.enum(INVITATION_KINDS),
    state: z.enum(['pending', 'expired', 'accepted', 'declined', 'revoked']),
    role: z.enum(['inviter', 'invitee']),
    inviter: z.object({ ...person, email: z.string() }),
    invitee_email: z.string(),
    invitee: z.object(person).nullable(),
    message: z.string().nullable(),
    team: z
      .object({ id: z.string(), slug: z.string(), name: z.string(), role: z.enum(TEAM_ROLES) })
      .nullable()
      .describe('A team invitation: the team and the role offered; null for other kinds'),
    contract_id: z.string().nullable().describe('A rental contract invitation: the contract; null for other kinds'),
    expires_at: z.string(),
    responded_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'Invitation' });

const householdPerson = z.object({ ...person, since: z.string() }).meta({ id: 'HouseholdPerson' });

export const householdDtoSchema = z
  .object({
    members: z.array(householdPerson).describe('People who joined your household'),
    joined: z.array(householdPerson).describe('Owners of the households you joined'),
  })
  .meta({ id: 'Household' });

export const receivedQuerySchema = z.object({
  state: z.enum(['pending', 'past']).default('pending'),
});
