import { and, eq, isNotNull } from 'drizzle-orm';
import { maskIban, maskIcelandicAccount } from '#common/bank-account.ts';
import { dayOf } from '#common/calendar-day.ts';
import type { ContractDto } from '#common/contract-dtos.ts';
import type { ContractIssue, ContractParty, ContractStep, ContractTerms } from '#common/contract-model.ts';
import { contractIssues, isValidContractPhone, normalizeFastanumer, normalizePhone } from '#common/contract-rules.ts';
import { kennitalaDigits } from '#common/kennitala.ts';
import { findPostcode } from '#common/postcodes.ts';
import { isTeamRole } from '#common/team-rules.ts';
import { payoutMethods } from '#server/db/schema/payout-methods.ts';
import { consumerPriceIndex, rentalContractParties } from '#server/db/schema/rental-contracts.ts';
import { teamMembers } from '#server/db/schema/teams.ts';
import { users } from '#server/db/schema/users.ts';
import { AppError, type FieldErrors } from '#server/lib/errors.ts';
import { teamRoleGrants } from '../access/roles.ts';
import type { ServiceContext } from '../context.ts';
import { agreementFor } from '../tenancy/core/agreement.ts';
import type { UnitSeed } from './contract-draft.ts';
import { personParty } from './contract-draft.ts';
import { type ContractChange, type PartyChange, updateContract } from './contract-edit.service.ts';
import { inviteContractParties } from './contract-invitations.service.ts';
import type { InputStep, StepInputs } from './contract-steps.schemas.ts';
import { getContract, indexMonths } from './contracts.service.ts';

// Saving one step of the wizard (docs/rules/contracts.md "The wizard"). The step's input becomes
// a change of the draft; the would-be draft is asked for its issues (common/contract-rules.ts)
// and the change is refused (422, each issue's code beside its field, nothing written) when a
// value of this step is WRONG. What is merely MISSING does not block: a draft may be incomplete,
// and finish lists what is still missing. An issue is "missing" when its code ends in `_missing`
// or its field was left empty in this input (an empty size of a unit, an amount not typed yet).

export interface SaveStepOptions {
  /** Invite the parties who have an email (or a kennitala matching an account) and no account link yet. Default true. */
  invite?: boolean;
}

/** Saves the step: refuses wrong values of the step, writes the change, invites new parties. */
export async function saveContractStep<S extends InputStep>(
  ctx: ServiceContext,
  id: string,
  step: S,
  input: StepInputs[S],
  options: SaveStepOptions = {},
): Promise<ContractDto> {
  const { contract } = await agreementFor(ctx, id, 'contract.update');
  const current = await getContract(ctx, id);
  if (!current.can.edit) throw new AppError('contract_not_editable');
  const empty = new Set<string>();
  const change = await changeOf(ctx, current, step, input, empty);

  const terms: ContractTerms = {
    ...current.terms,
    ...change.terms,
    units: change.units ? change.units.map((u, i) => ({ ...u, id: `new-${i}` })) : current.terms.units,
  };
  const parties: ContractParty[] = change.parties
    ? change.parties.map((p, i) => {
        const before = current.parties.find((q) => q.id === p.id);
        return { ...p, id: p.id ?? `new-${i}`, userId: before?.userId ?? null, teamId: before?.teamId ?? null };
      })
    : current.parties;
  const issues = contractIssues({
    terms,
    parties,
    today: dayOf(ctx.now()),
    indexMonths: await indexMonths(ctx),
  });
  const refused = refusingIssues(issues, step, empty);
  const fields: FieldErrors = {};
  for (const issue of refused) addField(fields, issue.field, issue.code);
  if (step === 'parties')
    await checkSignatory(ctx, contract.row.ownerTeamId, (input as StepInputs['parties']).signatoryUserId, fields);
  if (step === 'payments') await checkPayoutMethod(ctx, current, (input as StepInputs['payments']).payoutMethodId, fields);
  if (Object.keys(fields).length) throw new AppError('validation_failed', undefined, { fields });

  await updateContract(ctx, id, change, { step: step as ContractStep });
  if (step === 'parties') {
    const signatory = (input as StepInputs['parties']).signatoryUserId;
    if (signatory) await setSignatory(ctx, id, signatory);
    if (options.invite !== false) await inviteContractParties(ctx, id);
  }
  return getContract(ctx, id);
}

function addField(fields: FieldErrors, field: string, code: string): void {
  fields[field] = [...(fields[field] ?? []), code];
}

/** The issues that refuse a step's save: errors of this step that are not "missing". */
export function refusingIssues(issues: ContractIssue[], step: ContractStep, empty: ReadonlySet<string>): ContractIssue[] {
  return issues.filter(
    (issue) =>
      issue.step === step &&
      issue.severity === 'error' &&
      !issue.code.endsWith('_missing') &&
      !empty.has(issue.field) &&
      // A total over several units (rooms, size) is wrong only when every unit's numbers were given.
      !(issue.field === 'units' && [...empty].some((field) => field.startsWith('units.'))),
  );
}

function partyIsBlank(p: StepInputs['parties']['parties'][number]): boolean {
  return !p.id && [p.name, p.kennitala, p.email, p.phone, p.address, p.companyName, p.companyKennitala].every((v) => v === null);
}

function unitIsBlank(u: StepInputs['date-time']['units'][number]): boolean {
  return [u.fastanumer, u.unitCode, u.sizeM2, u.rooms, u.usage].every((v) => v === null);
}

async function changeOf<S extends InputStep>(
  ctx: ServiceContext,
  current: ContractDto,
  step: S,
  input: StepInputs[S],
  empty: Set<string>,
): Promise<ContractChange> {
  switch (step) {
    case 'parties': {
      const value = input as StepInputs['parties'];
      const parties: PartyChange[] = value.parties
        .filter((p) => !partyIsBlank(p))
        .map((p) => {
          const before = current.parties.find((q) => q.id === p.id);
          const signs = p.role === 'landlord' || p.role === 'tenant' ? true : p.signs;
          return {
            ...(before ? { id: before.id } : {}),
            role: p.role,
            name: p.name ?? '',
            kennitala: p.kennitala ? (kennitalaDigits(p.kennitala) ?? p.kennitala) : null,
            email: p.email ? p.email.toLowerCase() : null,
            phone: p.phone && isValidContractPhone(p.phone) ? normalizePhone(p.phone) : p.phone,
            address: p.address,
            // A team landlord's company is the team: its name and kennitala are not typed here.
            companyName: before?.teamId ? before.companyName : p.companyName,
            companyKennitala: before?.teamId ? before.companyKennitala : p.companyKennitala,
            signs,
          };
        });
      return { parties };
    }
    case 'date-time': {
      const value = input as StepInputs['date-time'];
      const units: UnitSeed[] = value.units
        .filter((u) => !unitIsBlank(u))
        .map((u, i) => {
          if (u.sizeM2 === null) empty.add(`units.${i}.sizeM2`);
          if (u.rooms === null) empty.add(`units.${i}.rooms`);
          return {
            fastanumer: u.fastanumer ? normalizeFastanumer(u.fastanumer) || u.fastanumer : '',
            unitCode: u.unitCode,
            sizeM2: u.sizeM2 ?? 0,
            rooms: u.rooms ?? 0,
            usage: u.usage,
          };
        });
      const municipality = value.municipality ?? (value.postcode ? (findPostcode(value.postcode)?.town ?? null) : null);
      return {
        terms: {
          address: value.address,
          postcode: value.postcode,
          municipality,
          category: value.category,
          propertyClass: value.propertyClass,
          propertyDescription: value.propertyDescription,
          startDate: value.startDate,
          termKind: value.termKind,
          endDate: value.termKind === 'indefinite' ? null : value.endDate,
          handoverDate: value.handoverDate,
        },
        units,
      };
    }
    case 'price': {
      const value = input as StepInputs['price'];
      const otherCosts = value.otherCosts
        .filter((c) => c.description !== null || c.amountIsk !== null)
        .map((c, i) => {
          if (c.amountIsk === null) empty.add(`otherCosts.${i}.amountIsk`);
          return { description: c.description ?? '', amountIsk: c.amountIsk ?? 0 };
        });
      const indexed = value.indexType === 'cpi';
      return {
        terms: {
          rentIsk: value.rentIsk,
          indexType: value.indexType,
          indexBaseMonth: indexed ? value.indexBaseMonth : null,
          indexBaseValue: indexed && value.indexBaseMonth ? await cpiValue(ctx, value.indexBaseMonth) : null,
          housingFund: {
            payer: value.housingFund.payer,
            amountIsk: value.housingFund.payer === 'tenant' ? value.housingFund.amountIsk : null,
          },
          electricity: value.electricity,
          heating: value.heating,
          otherCosts,
        },
      };
    }
    case 'payments': {
      const value = input as StepInputs['payments'];
      const pays = value.paymentMethod === 'bank_transfer' || value.paymentMethod === 'payment_service';
      return {
        terms: {
          paymentDay: value.paymentDay,
          paymentDayOther: value.paymentDay === 'other' ? value.paymentDayOther : null,
          paymentMethod: value.paymentMethod,
          paymentMethodOther: value.paymentMethod === 'other' ? value.paymentMethodOther : null,
          payoutMethodId: pays ? value.payoutMethodId : null,
          securityType: value.securityType,
          securityProvider: value.securityProvider,
          securityDescription: value.securityDescription,
          securityAmountIsk: value.securityType === 'none' ? null : value.securityAmountIsk,
        },
      };
    }
    default: {
      const value = input as StepInputs['rules'];
      return {
        terms: { ...value, inspectorName: value.inspection === 'independent' ? value.inspectorName : null },
      };
    }
  }
}

/** The published CPI value of the month (the index's base value), or null when none is entered. */
async function cpiValue(ctx: ServiceContext, month: string): Promise<number | null> {
  const [row] = await ctx.db
    .select({ value: consumerPriceIndex.value })
    .from(consumerPriceIndex)
    .where(eq(consumerPriceIndex.month, month));
  return row?.value ?? null;
}

/** The members of the team who may sign its contracts (the signatory choices). */
export async function teamSignatories(ctx: ServiceContext, teamId: string): Promise<{ userId: string; name: string }[]> {
  const rows = await ctx.db
    .select({ userId: teamMembers.userId, role: teamMembers.role, name: users.name })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.teamId, teamId));
  return rows
    .filter((r) => isTeamRole(r.role) && teamRoleGrants(r.role, 'contract.sign'))
    .map(({ userId, name }) => ({ userId, name }));
}

async function checkSignatory(ctx: ServiceContext, teamId: string | null, userId: string | null, fields: FieldErrors) {
  if (!userId) return;
  const allowed = teamId ? (await teamSignatories(ctx, teamId)).some((s) => s.userId === userId) : false;
  if (!allowed) addField(fields, 'signatoryUserId', 'invalid');
}

/** The landlord's payout methods: those of the landlord party's account (bank transfer goes there). */
export async function landlordPayoutMethods(ctx: ServiceContext, contract: ContractDto) {
  const landlord = contract.parties.find((p) => p.role === 'landlord' && p.userId);
  if (!landlord?.userId) return [];
  const rows = await ctx.db.select().from(payoutMethods).where(eq(payoutMethods.userId, landlord.userId));
  return rows.map((row) => ({
    id: row.id,
    holderName: row.holderName,
    masked:
      row.kind === 'iban'
        ? maskIban(row.iban ?? '')
        : maskIcelandicAccount(row.bank ?? '', row.ledger ?? '', row.accountNumber ?? ''),
    isDefault: row.isDefault,
  }));
}

async function checkPayoutMethod(ctx: ServiceContext, contract: ContractDto, id: string | null, fields: FieldErrors) {
  if (!id) return;
  if (!(await landlordPayoutMethods(ctx, contract)).some((m) => m.id === id)) addField(fields, 'payoutMethodId', 'invalid');
}

/** The team landlord's signatory becomes this member: their details and account on the landlord party. */
async function setSignatory(ctx: ServiceContext, contractId: string, userId: string): Promise<void> {
  const person = await personParty(ctx.db, userId, 'landlord');
  if (!person) return;
  await ctx.db
    .update(rentalContractParties)
    .set({ userId, name: person.name, kennitala: person.kennitala, email: person.email, phone: person.phone })
    .where(
      and(
        eq(rentalContractParties.contractId, contractId),
        eq(rentalContractParties.role, 'landlord'),
        isNotNull(rentalContractParties.teamId),
      ),
    );
}
