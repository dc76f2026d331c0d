import { z } from 'zod';

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
  message: z
    .string()
    .trim()
    .max(2000, { error: 'too_long' })
    .optional()
    .transform((v) => (v ? v : undefined)),
});
export type ListingReportInput = z.infer<typeof listingReportSchema>;
