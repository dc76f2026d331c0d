import { and, desc, eq } from 'drizzle-orm';
import type { AuditRowDto } from '#common/staff-listings.ts';
import type { Db } from '#server/db/client.ts';
import { auditLog } from '#server/db/schema/audit-log.ts';
import { users } from '#server/db/schema/users.ts';
import { authorize } from '../access/authorize.ts';
import type { ServiceContext } from '../context.ts';

// The audit log: what staff changed, to what, and why (docs/rules/audit.md). Rows are written in
// the same transaction as the change, so a change without its row (or the reverse) can't exist.

export type AuditTargetType =
  | 'listing'
  | 'site_listings'
  | 'user'
  | 'conversation'
  | 'listing_report'
  | 'user_report'
  | 'team'
  | 'contract'
  | 'registry_submission'
  | 'contract_settings'
  | 'payment_settings'
  | 'payment_service'
  | 'bank_claim'
  | 'payment_enrolment';

export interface AuditEntry {
  actorId: string | null;
  /** What was done, as `<area>.<verb>`, e.g. `listing.approve`. */
  action: string;
  targetType: AuditTargetType;
  targetId: string;
  /** Plain facts about the change (a reason, the old and new status); never secrets. */
  details?: Record<string, unknown>;
  ip?: string | null;
}

/** Writes one audit row; call it inside the transaction of the change it records. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    details: entry.details ?? {},
    ip: entry.ip ?? null,
  });
}

export const AUDIT_READ_LIMIT = 50;

/** The latest audit rows about one thing, newest first. Staff only. */
export async function auditTrail(ctx: ServiceContext, targetType: AuditTargetType, targetId: string): Promise<AuditRowDto[]> {
  await authorize(ctx, 'staff.audit.read');
  const rows = await ctx.db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      actorName: users.name,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, targetId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(AUDIT_READ_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    actor_name: r.actorName,
    details: r.details,
    created_at: r.createdAt.toISOString(),
  }));
}
