import { z } from 'zod';
import { profileDtoSchema } from '#server/domain/users/profile.schemas.ts';
import { details } from './responses.ts';

// What GET /api/users/me/export/ answers: everything we hold about the person (GDPR art. 15 and 20).

const at = () => z.string().nullable();

export const accountExportSchema = z
  .object({
    exported_at: z.string(),
    profile: profileDtoSchema.extend({
      scope: z.array(z.string()),
      email_confirmed_at: at(),
      updated_at: z.string(),
      two_factor_enabled_at: at().describe('Whether two-step sign-in is on; its secret and codes are never exported'),
    }),
    sign_ins: z.array(
      z.object({
        id: z.uuid(),
        user_agent: z.string().nullable(),
        ip: z.string().nullable(),
        created_at: z.string(),
        last_used_at: z.string(),
        ended_at: at(),
        ended_because: z.string().nullable(),
      }),
    ),
    invitations_sent: z.array(details('An invitation you sent: id, kind, state, message, invitee_email and its times')),
    invitations_received: z.array(details('An invitation to you: id, kind, state, message, inviter_name and its times')),
    household: z.object({
      members: z.array(z.object({ user_id: z.uuid(), since: z.string() })),
      joined: z.array(z.object({ owner_id: z.uuid(), since: z.string() })),
    }),
    notifications: z.array(details('A notification: id, kind, event, params, its text, link, read_at, created_at')),
    notification_preferences: details('Each kind of notification: by email and in the app'),
    avatar: z.object({ uploaded: z.boolean() }),
    income_documents: z.object({
      shared_with_landlords: z.boolean(),
      documents: z.array(
        z.object({ file_name: z.string(), content_type: z.string(), size_bytes: z.number().int(), uploaded_at: z.string() }),
      ),
    }),
  })
  .meta({ id: 'AccountExport' });
