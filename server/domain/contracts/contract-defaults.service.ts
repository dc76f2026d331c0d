import { eq } from 'drizzle-orm';
import type { ContractTerms } from '#common/contract-model.ts';
import { teams } from '#server/db/schema/teams.ts';
import { AppError } from '#server/lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { teamFor } from '../teams/team-access.ts';
import { type ContractDefaultsInput, contractDefaultsSchema } from './contract-steps.schemas.ts';

// A team's default terms (/teams/{slug}/settings/contracts, docs/rules/contracts.md "The
// wizard"): stored in teams.contract_defaults and merged into the team's new drafts
// (createContract). Security is kept in months, as rent is not known yet; the payments step
// offers months x rent as the amount.

/** What is stored: the terms, and the security in months. */
export type ContractDefaults = Partial<ContractTerms> & { securityMonths?: number | null };

/** The team's defaults as the form and API read them (every field, the unset ones as the schema's defaults). */
export async function getContractDefaults(ctx: ServiceContext, slug: string): Promise<ContractDefaultsInput> {
  const { membership } = await teamFor(ctx, slug, 'team.read');
  const [row] = await ctx.db.select({ defaults: teams.contractDefaults }).from(teams).where(eq(teams.id, membership.teamId));
  if (!row) throw new AppError('not_found');
  const stored = (row.defaults ?? {}) as ContractDefaults;
  return contractDefaultsSchema.parse(stored);
}

export async function setContractDefaults(
  ctx: ServiceContext,
  slug: string,
  input: ContractDefaultsInput,
): Promise<ContractDefaultsInput> {
  const { membership } = await teamFor(ctx, slug, 'team.update');
  const defaults: ContractDefaults = {
    ...input,
    paymentDayOther: input.paymentDay === 'other' ? input.paymentDayOther : null,
    paymentMethodOther: input.paymentMethod === 'other' ? input.paymentMethodOther : null,
  };
  await ctx.db
    .update(teams)
    .set({ contractDefaults: defaults as Partial<ContractTerms>, updatedAt: ctx.now() })
    .where(eq(teams.id, membership.teamId));
  return getContractDefaults(ctx, slug);
}

/** The security months a team's new drafts suggest (null: none set, or not a team's contract). */
export async function defaultSecurityMonths(ctx: ServiceContext, teamId: string | null): Promise<number | null> {
  if (!teamId) return null;
  const [row] = await ctx.db.select({ defaults: teams.contractDefaults }).from(teams).where(eq(teams.id, teamId));
  const months = (row?.defaults as ContractDefaults | null)?.securityMonths;
  return typeof months === 'number' ? months : null;
}
