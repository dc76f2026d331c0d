import { z } from 'zod';
import { optional, text } from '#common/input.ts';

// What a report about a listing says: the page's form and the API share it (the server in
// server/domain/listings/listing-reports.service.ts).
export const REPORT_REASONS = [
  'scam',
  'wrong_info',
  'not_available',
  'discrimination',
  'offensive',
  'duplicate',
  'other',
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const listingReportSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: 'required' }),
  message: optional(text(2000)),
});
export type ListingReportInput = z.infer<typeof listingReportSchema>;
