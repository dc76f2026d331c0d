import { z } from 'zod';
import { APPLICATION_STATUSES } from '#common/application-rules.ts';
import { REPORT_KINDS, REPORT_STATUSES, SCOPE_LEVELS } from '#common/staff-people.ts';
import { auditRowSchema } from './man-listings.responses.ts';
import { counts, keysetPage, numberedPage } from './responses.ts';

// What staff's pages about people answer: people, applications, conversations and reports.

const userRow = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    kennitala: z.string().nullable(),
    scope: z.enum(SCOPE_LEVELS),
    confirmed: z.boolean(),
    blocked_at: z.string().nullable(),
    deleted: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'StaffUserRow' });

export const staffUserListSchema = keysetPage(userRow).meta({ id: 'StaffUserList' });

export const staffUserDetailSchema = z
  .object({
    user: userRow.extend({ blocked_reason: z.string().nullable(), locale: z.string(), two_factor: z.boolean() }),
    activity: z.object({
      last_sign_in_at: z.string().nullable(),
      last_active_at: z.string().nullable(),
      open_sessions: z.number().int(),
      listings: z.number().int(),
      published_listings: z.number().int(),
      tenant_applications: z.number().int(),
      landlord_applications: z.number().int(),
      reports_about: z.number().int(),
      reports_made: z.number().int(),
      conversations: z.number().int(),
    }),
    audit: z.array(auditRowSchema),
  })
  .meta({ id: 'StaffUserDetail' });

export const staffUserListingsSchema = z
  .object({
    items: z.array(
      z.object({
        id: z.uuid(),
        status: z.string(),
        title: z.string().nullable(),
        rent_isk: z.number().int().nullable(),
        updated_at: z.string(),
      }),
    ),
  })
  .meta({ id: 'StaffUserListings' });

export const staffApplicationListSchema = keysetPage(
  z.object({
    id: z.uuid(),
    status: z.enum(APPLICATION_STATUSES),
    listing_id: z.uuid(),
    listing_title: z.string().nullable(),
    listing_address: z.string().nullable(),
    tenant_id: z.uuid(),
    tenant_name: z.string().nullable(),
    tenant_email: z.string().nullable(),
    landlord_id: z.uuid().nullable(),
    landlord_name: z.string().nullable(),
    landlord_email: z.string().nullable(),
    household: z.number().int(),
    move_in_date: z.string().nullable(),
    created_at: z.string(),
  }),
)
  .extend({ counts: counts.describe('Applications per status for the filters other than status') })
  .meta({ id: 'StaffApplicationList' });

const conversationRow = z
  .object({
    id: z.uuid(),
    listing_id: z.uuid().nullable(),
    listing_title: z.string().nullable(),
    tenant_id: z.uuid().nullable(),
    tenant_name: z.string().nullable(),
    landlord_id: z.uuid().nullable(),
    landlord_name: z.string().nullable(),
    messages: z.number().int(),
    last_message_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'StaffConversationRow' });

export const staffUserConversationsSchema = z.object({ items: z.array(conversationRow) }).meta({ id: 'StaffUserConversations' });

export const staffConversationSchema = z
  .object({
    conversation: conversationRow,
    messages: z.array(
      z.object({
        id: z.uuid(),
        sender_id: z.uuid().nullable(),
        sender_name: z.string().nullable(),
        body: z.string(),
        attachments: z.array(
          z.object({ id: z.uuid(), file_name: z.string(), content_type: z.string(), size_bytes: z.number().int() }),
        ),
        created_at: z.string(),
      }),
    ),
  })
  .meta({ id: 'StaffConversation' });

export const staffReportListSchema = numberedPage(
  z.object({
    id: z.uuid(),
    kind: z.enum(REPORT_KINDS),
    status: z.enum(REPORT_STATUSES),
    reason: z.string(),
    message: z.string().nullable(),
    resolution: z.string().nullable(),
    target_id: z.uuid().describe('The listing or the person reported'),
    target_name: z.string().nullable(),
    conversation_id: z.uuid().nullable(),
    reporter_id: z.uuid().nullable(),
    reporter_name: z.string().nullable(),
    resolved_by_name: z.string().nullable(),
    resolved_at: z.string().nullable(),
    created_at: z.string(),
  }),
)
  .extend({ open: z.object({ listing: z.number().int(), user: z.number().int() }) })
  .meta({ id: 'StaffReportList' });
