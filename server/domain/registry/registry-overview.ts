import { and, asc, count, eq, gte, inArray, lt, lte, type SQL } from 'drizzle-orm';
import { contractReference, type RegistryStatus } from '#common/contract-dtos.ts';
import { addDays } from '#common/contract-rules.ts';
import type { DeadlineRowDto, RegistryOverviewDto, SubmissionStatus } from '#common/registry-staff.ts';
import { REGISTRY_STATUSES } from '#common/registry-staff.ts';
import type { Db } from '#server/db/client.ts';
import { registrySubmissions, rentalContracts } from '#server/db/schema/rental-contracts.ts';
import { readContractSettings } from './contract-settings.ts';
import { registrationDeadlineCounts } from './daily.worker.ts';
import { submissionPage } from './registry-rows.ts';

// The registry at a glance (/man/hms, and a team's /services/hms narrowed to its contracts):
// contracts by registry status, registrations near or past their due date, and failures.

const DEADLINE_ROWS = 20;

async function deadlineRows(db: Db, range: SQL, scope?: SQL): Promise<DeadlineRowDto[]> {
  const rows = await db
    .select({
      contractId: rentalContracts.id,
      number: rentalContracts.number,
      address: rentalContracts.address,
      due: rentalContracts.registrationDue,
      status: registrySubmissions.status,
    })
    .from(registrySubmissions)
    .innerJoin(rentalContracts, eq(rentalContracts.id, registrySubmissions.contractId))
    .where(
      and(
        eq(registrySubmissions.kind, 'register'),
        inArray(registrySubmissions.status, ['queued', 'failed', 'rejected']),
        range,
        scope,
      ),
    )
    .orderBy(asc(rentalContracts.registrationDue))
    .limit(DEADLINE_ROWS);
  return rows.map((r) => ({
    contract_id: r.contractId,
    reference: contractReference(r.number),
    address: r.address,
    registration_due: r.due ?? '',
    status: r.status as SubmissionStatus,
  }));
}

/** The overview; `scope` narrows it to some contracts (a team's). */
export async function registryOverview(db: Db, today: string, scope?: SQL): Promise<RegistryOverviewDto> {
  const { registryAlertDays } = await readContractSettings(db);
  const [statusRows, nearing, overdue, failures] = await Promise.all([
    db
      .select({ status: rentalContracts.registryStatus, n: count() })
      .from(rentalContracts)
      .where(scope)
      .groupBy(rentalContracts.registryStatus),
    deadlineRows(
      db,
      and(
        gte(rentalContracts.registrationDue, today),
        lte(rentalContracts.registrationDue, addDays(today, registryAlertDays)),
      ) as SQL,
      scope,
    ),
    deadlineRows(db, lt(rentalContracts.registrationDue, today), scope),
    submissionPage(db, 'problems', 1, scope),
  ]);
  const byStatus = Object.fromEntries(REGISTRY_STATUSES.map((s) => [s, 0])) as Record<RegistryStatus, number>;
  for (const row of statusRows) if (row.status in byStatus) byStatus[row.status as RegistryStatus] = row.n;
  const counts = scope
    ? { nearing: nearing.length, overdue: overdue.length, failed: failures.total }
    : await registrationDeadlineCounts(db, today, registryAlertDays);
  return {
    by_status: byStatus,
    alert_days: registryAlertDays,
    counts,
    nearing,
    overdue,
    failures: failures.items,
    today,
  };
}
