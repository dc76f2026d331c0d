import type { NotRenewReason, RenewalKind, RenewalPhase, RenewalStatus } from './renewal-rules.ts';

// What the pages and the API show of renewals (server/domain/renewals/ makes them).

export interface RenewalRequestDto {
  id: string;
  contractId: string;
  kind: RenewalKind;
  status: RenewalStatus;
  proposal: { termKind: 'fixed' | 'indefinite'; startDate: string; endDate: string | null; rentIsk: number } | null;
  message: string | null;
  reason: { code: NotRenewReason; text: string | null; article: string } | null;
  sentAt: string;
  contractEndDate: string;
  noticeDeadline: string;
  late: boolean;
  answerDue: string | null;
  respondedAt: string | null;
  responseMessage: string | null;
  newContractId: string | null;
  article: string;
  createdAt: string;
}

/** A contract's renewal as its parties see it: where it stands, the deadline, what they may do. */
export interface RenewalOverviewDto {
  contractId: string;
  reference: string;
  address: string | null;
  phase: RenewalPhase;
  endDate: string | null;
  noticeDeadline: string | null;
  promptFrom: string | null;
  /** A notice given today would be late. */
  lateToday: boolean;
  article: string;
  open: RenewalRequestDto | null;
  accepted: RenewalRequestDto | null;
  requests: RenewalRequestDto[];
  rentIsk: number | null;
  /** manage: the reader is on the landlord side (works the new draft). */
  can: { offer: boolean; notRenew: boolean; respond: boolean; withdraw: boolean; manage: boolean };
}
