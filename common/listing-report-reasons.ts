// Why a listing can be reported. Apart from the schema (listing-report.ts) so that the page's
// form names the reasons without bringing Zod to the browser on the first load.
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
