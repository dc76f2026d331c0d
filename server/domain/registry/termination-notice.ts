import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { contractTerminations } from '#server/db/schema/contract-terminations.ts';
import type { TerminationNotice } from '#server/integrations/registry/rental-registry.ts';

/**
 * The landlord's binding notice (or rescission) of a contract, as the registry is told it (a
 * landlord's notice of termination is reported to HMS since 1 September 2024); null when none.
 */
export async function landlordNoticeOf(db: Db, contractId: string): Promise<TerminationNotice | null> {
  const [row] = await db
    .select()
    .from(contractTerminations)
    .where(
      and(
        eq(contractTerminations.contractId, contractId),
        eq(contractTerminations.fromSide, 'landlord'),
        inArray(contractTerminations.kind, ['default', 'violate']),
        isNotNull(contractTerminations.bindingAt),
      ),
    )
    .orderBy(desc(contractTerminations.bindingAt))
    .limit(1);
  if (!row?.legalEndDate) return null;
  return {
    noticeDate: row.noticeDate,
    endDate: row.legalEndDate,
    kind: row.kind === 'violate' ? 'violate' : 'default',
    reason: row.kind === 'violate' ? row.rescissionCase : row.reasonCode,
  };
}
