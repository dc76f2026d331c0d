import { z } from 'zod';
import { required, text } from './input.ts';
import { isValidKennitala, kennitalaDigits } from './kennitala.ts';
import { defineList, filter, parseList, type QueryOf } from './list-kit.ts';
import type { SubEntityStatus, TeamVerificationStatus } from './team-rules.ts';

// A team's verification by staff, its documents and its sub-entities (other kennitala it acts
// for): the rules shared by the server, the pages and the API. docs/rules/team-verification.md.

const MB = 1024 * 1024;

/** Each verification document: a PDF or a picture, by its content, at most 10 MB. */
export const MAX_TEAM_DOCUMENT_BYTES = 10 * MB;
/** Files one upload may carry. */
export const MAX_TEAM_DOCUMENTS_PER_UPLOAD = 5;
/** What the file picker offers (the server checks the content anyway). */
export const TEAM_DOCUMENT_ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp,image/avif';

/** The team may ask for verification: never asked, or asked and rejected (it sends again). */
export function maySubmitVerification(status: TeamVerificationStatus): boolean {
  return status === 'unverified' || status === 'rejected';
}

/** Staff may decide only a team that waits for them. */
export function mayDecideVerification(status: TeamVerificationStatus): boolean {
  return status === 'pending';
}

/** The team's own documents can be added and deleted except while staff are looking at them. */
export function documentsOpen(status: TeamVerificationStatus): boolean {
  return status !== 'pending';
}

/**
 * A sub-entity waits for staff from the moment it is added, so its documents can be added and
 * deleted until staff verify it; a document added to a rejected one sends it back (pending).
 */
export function subEntityDocumentsOpen(status: SubEntityStatus): boolean {
  return status !== 'verified';
}

/**
 * What a change of the company's identity does to the team's verification. The kennitala is
 * what staff checked: a new one makes a verified (or pending) team unverified again, and its
 * badge goes until staff check the new one. A new name on the same kennitala keeps the status
 * (companies rename; the registry extract still holds).
 */
export function statusAfterCompanyChange(
  status: TeamVerificationStatus,
  change: { kennitalaChanged: boolean },
): TeamVerificationStatus {
  return change.kennitalaChanged ? 'unverified' : status;
}

/** Why staff reject: what the team reads. Required, 10-1000 characters. */
const reason = required(text(1000)).min(10, { error: 'too_short' });

/** Staff's decision on a team or a sub-entity: verify (no reason needed) or reject (with a reason). */
export const verificationDecisionSchema = z
  .discriminatedUnion('decision', [
    z.object({ decision: z.literal('verify'), reason: z.string().optional() }),
    z.object({ decision: z.literal('reject'), reason }),
  ])
  .meta({ id: 'TeamVerificationDecision' });
export type VerificationDecision = z.output<typeof verificationDecisionSchema>;

/** A kennitala of a person or a company, checksum valid, stored as ten digits. */
const anyKennitala = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .refine((v) => isValidKennitala(v), { error: 'kennitala_invalid' })
  .transform((v) => kennitalaDigits(v) as string);

/** A sub-entity the team adds: its name and kennitala. */
export const subEntitySchema = z
  .object({
    name: required(text(120)).min(2, { error: 'too_short' }),
    kennitala: anyKennitala,
  })
  .meta({ id: 'TeamSubEntityInput' });

export const STAFF_TEAM_FILTERS = ['pending', 'verified', 'rejected', 'unverified'] as const;
export type StaffTeamFilter = (typeof STAFF_TEAM_FILTERS)[number];

/** /man/teams: part of the name or digits of the kennitala (`q`) and a status; a short queue, paged by number. */
export const staffTeamList = defineList({
  filters: { q: filter.text(), status: filter.enum(STAFF_TEAM_FILTERS) },
  paging: 'offset',
});
export type StaffTeamQuery = QueryOf<typeof staffTeamList>;

/** The queue's query from the address (the list kit): unknown values are dropped, the page is at least 1. */
export function parseStaffTeamQuery(params: URLSearchParams): StaffTeamQuery {
  return parseList(staffTeamList, params);
}
