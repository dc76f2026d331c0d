import { z } from 'zod';
import { SUB_ENTITY_STATUSES, TEAM_ROLES, TEAM_VERIFICATION_STATUSES } from '#common/team-rules.ts';
import { auditRowSchema } from './man-listings.responses.ts';
import { numberedPage } from './responses.ts';

// What a team's verification and staff's team pages answer.

export const teamDocumentSchema = z
  .object({
    id: z.uuid(),
    sub_entity_id: z.uuid().nullable(),
    file_name: z.string(),
    content_type: z.string(),
    size_bytes: z.number().int(),
    created_at: z.string(),
  })
  .meta({ id: 'TeamDocument' });

export const teamDocumentsSchema = z.array(teamDocumentSchema);

export const teamVerificationSchema = z
  .object({
    status: z.enum(TEAM_VERIFICATION_STATUSES),
    reason: z.string().nullable().describe('Why staff rejected it (while rejected)'),
    submitted_at: z.string().nullable(),
    decided_at: z.string().nullable(),
    documents: z.array(teamDocumentSchema).describe('The team’s own documents (not its sub-entities’)'),
    max_documents: z.number().int(),
    can_update: z.boolean().describe('The reader’s role may upload, delete and send'),
  })
  .meta({ id: 'TeamVerification' });

export const subEntityListSchema = z
  .object({
    sub_entities: z.array(
      z.object({
        id: z.uuid(),
        name: z.string(),
        kennitala: z.string(),
        status: z.enum(SUB_ENTITY_STATUSES),
        reason: z.string().nullable(),
        created_at: z.string(),
        documents: z.array(teamDocumentSchema),
      }),
    ),
    max: z.number().int(),
    can_update: z.boolean(),
  })
  .meta({ id: 'TeamSubEntities' });

export const createdSchema = z.object({ id: z.uuid() }).meta({ id: 'Created' });

const staffTeamRow = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  company_kennitala: z.string(),
  status: z.enum(TEAM_VERIFICATION_STATUSES),
  submitted_at: z.string().nullable(),
  members: z.number().int(),
  pending_sub_entities: z.number().int(),
  created_at: z.string(),
});

export const staffTeamListSchema = numberedPage(staffTeamRow).meta({ id: 'StaffTeamList' });

export const staffTeamDetailSchema = z
  .object({
    team: staffTeamRow.extend({
      description: z.string().nullable(),
      contact_email: z.string().nullable(),
      contact_phone: z.string().nullable(),
      website: z.string().nullable(),
      reason: z.string().nullable(),
      decided_at: z.string().nullable(),
    }),
    members: z.array(z.object({ user_id: z.uuid(), name: z.string(), email: z.string(), role: z.enum(TEAM_ROLES) })),
    documents: z.array(teamDocumentSchema),
    sub_entities: z.array(
      z.object({
        id: z.uuid(),
        name: z.string(),
        kennitala: z.string(),
        status: z.enum(SUB_ENTITY_STATUSES),
        reason: z.string().nullable(),
      }),
    ),
    audit: z.array(auditRowSchema),
  })
  .meta({ id: 'StaffTeamDetail' });
