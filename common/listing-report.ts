import { z } from 'zod';
import { optional, text } from '#common/input.ts';
import { REPORT_REASONS } from '#common/listing-report-reasons.ts';

// What a report about a listing says: the page's form and the API share it (the server in
// server/domain/listings/listing-reports.service.ts).
export const listingReportSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: 'required' }),
  message: optional(text(2000)),
});
export type ListingReportInput = z.infer<typeof listingReportSchema>;
