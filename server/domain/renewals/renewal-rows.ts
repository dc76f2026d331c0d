import { desc, eq } from 'drizzle-orm';
import { addDays } from '#common/calendar-day.ts';
import {
  isNoticeLate,
  type NotRenewReason,
  noticeDeadline,
  promptFrom,
  RENEWAL_ARTICLES,
  type RenewalKind,
  type RenewalStatus,
  renewalPhase,
} from '#common/renewal-rules.ts';
import type { RenewalOverviewDto, RenewalRequestDto } from '#common/renewal-rules-dtos.ts';
import type { Db } from '#server/db/client.ts';
import { contractRenewals } from '#server/db/schema/contract-renewals.ts';
import type { LoadedContract } from '../tenancy/core/agreement.ts';

export type { RenewalOverviewDto, RenewalRequestDto };

// Reading renewal requests (a renewal's sides and access are the agreement kernel's).

export type RenewalRow = typeof contractRenewals.$inferSelect;

export function toRequestDto(row: RenewalRow): RenewalRequestDto {
  const startDate = addDays(row.contractEndDate, 1);
  return {
    id: row.id,
    contractId: row.contractId,
    kind: row.kind as RenewalKind,
    status: row.status as RenewalStatus,
    proposal:
      row.kind === 'offer' && row.proposedRentIsk !== null
        ? {
            termKind: row.proposedTermKind === 'indefinite' ? 'indefinite' : 'fixed',
            startDate,
            endDate: row.proposedEndDate,
            rentIsk: row.proposedRentIsk,
          }
        : null,
    message: row.message,
    reason: row.reasonCode
      ? { code: row.reasonCode as NotRenewReason, text: row.reasonText, article: RENEWAL_ARTICLES.reasons }
      : null,
    sentAt: row.sentAt.toISOString(),
    contractEndDate: row.contractEndDate,
    noticeDeadline: row.noticeDeadline,
    late: row.late,
    answerDue: row.answerDue,
    respondedAt: row.respondedAt?.toISOString() ?? null,
    responseMessage: row.responseMessage,
    newContractId: row.newContractId,
    article: RENEWAL_ARTICLES.notice,
    createdAt: row.createdAt.toISOString(),
  };
}

export function phaseOf(row: LoadedContract['row'], today: string) {
  const phase = renewalPhase({ status: row.status, termKind: row.termKind, endDate: row.endDate }, today);
  const end = row.endDate;
  return {
    phase,
    endDate: end,
    noticeDeadline: end && row.termKind === 'fixed' ? noticeDeadline(end) : null,
    promptFrom: end && row.termKind === 'fixed' ? promptFrom(end) : null,
    lateToday: end !== null && row.termKind === 'fixed' && isNoticeLate(today, end),
  };
}

export async function requestsOf(db: Db, contractId: string): Promise<RenewalRow[]> {
  return db
    .select()
    .from(contractRenewals)
    .where(eq(contractRenewals.contractId, contractId))
    .orderBy(desc(contractRenewals.createdAt), desc(contractRenewals.id));
}

/** DD.MM.YYYY: dates inside notification texts, read the same way in every language we have. */
export function noticeDay(isoDay: string): string {
  const [y, m, d] = isoDay.split('-');
  return `${d}.${m}.${y}`;
}
