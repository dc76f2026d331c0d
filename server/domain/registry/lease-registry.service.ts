import { and, eq, inArray } from 'drizzle-orm';
import { dayOf } from '#common/calendar-day.ts';
import type { ContractStatus } from '#common/contract-model.ts';
import { contractIssues, normalizeFastanumer } from '#common/contract-rules.ts';
import type { LeaseRegistryView, RefusalReasonDto, RegistryCorrectionEntry } from '#common/registry-reasons.ts';
import {
  registrySubmissions,
  rentalContractEvents,
  rentalContracts,
  rentalContractUnits,
} from '#server/db/schema/rental-contracts.ts';
import { users } from '#server/db/schema/users.ts';
import { registrySubmissionQueue } from '#server/jobs/queues/registry-submission.ts';
import { AppError } from '#server/lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { agreementFor, agreementTerms, mayOn, partyFromRow } from '../tenancy/core/agreement.ts';
import { recordContractEvent } from '../tenancy/core/history.ts';
import type { RegistryCorrectionInput } from './registry-correction.schemas.ts';

// The registry on the lease's own page (docs/rules/registry.md "On the lease"): a refusal in words
// with the next step, the late mark, a refused report of the ending; and the landlord side's
// correction of the registry data of an active lease whose registration was refused, resent in
// the same transaction and written to the contract's history. The signed document is not changed.

/** The fields a correction may change, as the registry names them. */
const CORRECTABLE = /^(address|postcode|municipality|units(\.\d+\.(fastanumer|unitCode|sizeM2|rooms))?)$/;

/** A registration that can be corrected and sent again: refused, or given up after the retries. */
const CORRECTABLE_STATUSES = ['rejected', 'failed'];

const reasonsOf = (lastError: { code: string; field?: string }[] | null): RefusalReasonDto[] =>
  (lastError ?? []).map((r) => ({ code: r.code, field: r.field ?? null }));

/** What the lease page shows of the registry; the landlord side sees more than the tenants. */
export async function leaseRegistryView(ctx: ServiceContext, contractId: string): Promise<LeaseRegistryView> {
  const { actor, contract } = await agreementFor(ctx, contractId, 'contract.read');
  const landlordSide = mayOn(actor, 'contract.update', contract);
  const { row } = contract;
  const subs = await ctx.db.select().from(registrySubmissions).where(eq(registrySubmissions.contractId, contractId));
  const register = subs.find((s) => s.kind === 'register');
  const report = subs.find((s) => s.kind !== 'register' && (s.status === 'rejected' || s.status === 'failed'));
  const today = dayOf(ctx.now());
  const late =
    row.registryStatus !== 'registered' &&
    row.registrationDue !== null &&
    row.registrationDue < today &&
    ['active', 'ended', 'terminated'].includes(row.status);
  const refused = register && CORRECTABLE_STATUSES.includes(register.status);
  const corrections = await ctx.db
    .select({ data: rentalContractEvents.data, createdAt: rentalContractEvents.createdAt, actorName: users.name })
    .from(rentalContractEvents)
    .leftJoin(users, eq(users.id, rentalContractEvents.actorId))
    .where(and(eq(rentalContractEvents.contractId, contractId), eq(rentalContractEvents.kind, 'registry_corrected')));
  return {
    contractId,
    reference: contract.reference,
    address: row.address,
    landlordSide,
    late: landlordSide && late,
    due: row.registrationDue,
    refusal: refused
      ? {
          kind: 'register',
          status: register.status as 'rejected' | 'failed',
          reasons: reasonsOf(register.lastError),
          at: register.updatedAt.toISOString(),
        }
      : null,
    reportRefusal:
      landlordSide && report
        ? {
            kind: report.kind as 'terminate' | 'deregister',
            status: report.status as 'rejected' | 'failed',
            reasons: reasonsOf(report.lastError),
            at: report.updatedAt.toISOString(),
          }
        : null,
    canCorrect: landlordSide && Boolean(refused) && row.status === 'active',
    corrections: corrections
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map((c) => ({ at: c.createdAt.toISOString(), actorName: c.actorName, changes: changesOf(c.data) })),
    units: contract.units.map((u) => ({
      fastanumer: u.fastanumer,
      unitCode: u.unitCode,
      sizeM2: u.sizeM2,
      rooms: u.rooms,
    })),
    postcode: row.postcode,
    municipality: row.municipality,
  };
}

function changesOf(data: unknown): RegistryCorrectionEntry['changes'] {
  const entries = Object.entries((data ?? {}) as Record<string, unknown>);
  return entries
    .filter(([field]) => CORRECTABLE.test(field))
    .map(([field, value]) => {
      const [from = '', to = ''] = String(value).split(' → ');
      return { field, from, to };
    });
}

/** A form field's name as Conform writes it: units.0.fastanumer → units[0].fastanumer. */
const formField = (field: string) => field.replace(/\.(\d+)\./g, '[$1].').replace(/\.(\d+)$/, '[$1]');

const shown = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/**
 * The landlord side corrects the registry data (address, units) of an active lease whose
 * registration the registry refused, and sends it again: the correction is checked by the
 * registry's own rules on the signature date (errors beside the fields), written to the units and
 * the contract's history (what changed, who, when), and the registration queued again with its
 * job, in one transaction. The signed document and its version are not changed. Tenants: 403;
 * anyone else: 404.
 */
export async function correctRegistration(
  ctx: ServiceContext,
  contractId: string,
  input: RegistryCorrectionInput,
): Promise<{ changed: number }> {
  return ctx.db.transaction(async (tx) => {
    const { actor, contract } = await agreementFor(ctx, contractId, 'contract.update', { lock: true, db: tx });
    const { row } = contract;
    const [sub] = await tx
      .select()
      .from(registrySubmissions)
      .where(
        and(
          eq(registrySubmissions.contractId, contractId),
          eq(registrySubmissions.kind, 'register'),
          inArray(registrySubmissions.status, CORRECTABLE_STATUSES),
        ),
      )
      .for('update');
    if ((row.status as ContractStatus) !== 'active' || !sub) throw new AppError('registry_correction_not_allowed');
    if (input.units.length !== contract.units.length)
      throw new AppError('validation_failed', undefined, { fields: { _: ['registry_correction_units_changed'] } });

    const now = ctx.now();
    const terms = agreementTerms(contract);
    const corrected = {
      ...terms,
      address: input.address,
      postcode: input.postcode,
      municipality: input.municipality,
      units: terms.units.map((u, i) => ({
        ...u,
        fastanumer: normalizeFastanumer(input.units[i].fastanumer),
        unitCode: input.units[i].unitCode ?? null,
        sizeM2: input.units[i].sizeM2,
        rooms: input.units[i].rooms,
      })),
    };
    // The registry's own rules, on the day it judges by (the signature date).
    const issues = contractIssues({
      terms: corrected,
      parties: contract.parties.map(partyFromRow),
      today: dayOf(row.activatedAt ?? now),
    }).filter((issue) => issue.severity === 'error' && CORRECTABLE.test(issue.field));
    if (issues.length) {
      const fields: Record<string, string[]> = {};
      for (const issue of issues) {
        const name = formField(issue.field);
        fields[name] = [...(fields[name] ?? []), issue.code];
      }
      throw new AppError('validation_failed', undefined, { fields });
    }

    const changes: Record<string, string> = {};
    const note = (field: string, from: string | number | null | undefined, to: string | number | null | undefined) => {
      if (shown(from) !== shown(to)) changes[field] = `${shown(from)} → ${shown(to)}`;
    };
    note('address', row.address, corrected.address);
    note('postcode', row.postcode, corrected.postcode);
    note('municipality', row.municipality, corrected.municipality);
    contract.units.forEach((unit, i) => {
      const next = corrected.units[i];
      note(`units.${i}.fastanumer`, unit.fastanumer, next.fastanumer);
      note(`units.${i}.unitCode`, unit.unitCode, next.unitCode);
      note(`units.${i}.sizeM2`, unit.sizeM2, next.sizeM2);
      note(`units.${i}.rooms`, unit.rooms, next.rooms);
    });

    await tx
      .update(rentalContracts)
      .set({
        address: corrected.address,
        postcode: corrected.postcode,
        municipality: corrected.municipality,
        registryStatus: 'pending',
        updatedAt: now,
      })
      .where(eq(rentalContracts.id, contractId));
    for (const [i, unit] of contract.units.entries()) {
      const next = corrected.units[i];
      await tx
        .update(rentalContractUnits)
        .set({ fastanumer: next.fastanumer, unitCode: next.unitCode, sizeM2: next.sizeM2, rooms: next.rooms, updatedAt: now })
        .where(eq(rentalContractUnits.id, unit.id));
    }
    // Sent again as a fresh submission under the same idempotency key (a refusal registered
    // nothing under it; an attempt given up on may have, and then the registry answers its number).
    await tx
      .update(registrySubmissions)
      .set({
        status: 'queued',
        attempts: 0,
        lastError: null,
        nextAttemptAt: now,
        leaseToken: null,
        leaseUntil: null,
        updatedAt: now,
      })
      .where(eq(registrySubmissions.id, sub.id));
    await ctx.jobs.enqueue(tx, registrySubmissionQueue, { submissionId: sub.id });
    await recordContractEvent(tx, { contractId, actorId: actor.userId, kind: 'registry_corrected', data: changes, at: now });
    return { changed: Object.keys(changes).length };
  });
}
