import { dayOf } from '#common/calendar-day.ts';
import type { ContractIssue, ContractParty, ContractTerms } from '#common/contract-model.ts';
import { contractIssues } from '#common/contract-rules.ts';

/** Every issue of the draft as of now (the rules are common/contract-rules.ts). */
export function contractIssuesOf(
  terms: ContractTerms,
  parties: ContractParty[],
  now: Date,
  indexMonths: string[],
): ContractIssue[] {
  return contractIssues({ terms, parties, today: dayOf(now), indexMonths });
}
