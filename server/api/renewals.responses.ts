import { z } from 'zod';
import { NOT_RENEW_REASONS, RENEWAL_KINDS, RENEWAL_STATUSES } from '#common/renewal-rules.ts';
import { numberedPage } from './responses.ts';

// What staff's renewal lists answer (/api/man/renewals/).

export const staffRenewalRequestsSchema = numberedPage(
  z.object({
    id: z.uuid(),
    contractId: z.uuid(),
    reference: z.string(),
    address: z.string().nullable(),
    kind: z.enum(RENEWAL_KINDS),
    status: z.enum(RENEWAL_STATUSES),
    reasonCode: z.enum(NOT_RENEW_REASONS).nullable(),
    sentAt: z.string(),
    late: z.boolean(),
    answerDue: z.string().nullable(),
    newContractId: z.uuid().nullable(),
  }),
).meta({ id: 'StaffRenewalRequests' });

export const staffUpcomingRenewalsSchema = numberedPage(
  z.object({
    contractId: z.uuid(),
    reference: z.string(),
    address: z.string().nullable(),
    endDate: z.string(),
    noticeDeadline: z.string().describe('The end less 3 months (51. gr.)'),
    late: z.boolean(),
  }),
).meta({ id: 'StaffUpcomingRenewals' });
