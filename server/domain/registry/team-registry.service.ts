import { eq } from 'drizzle-orm';
import { dayOf } from '#common/calendar-day.ts';
import type { Paged, RegistryOverviewDto, SubmissionFilter, SubmissionRowDto } from '#common/registry-staff.ts';
import { rentalContracts } from '#server/db/schema/rental-contracts.ts';
import type { ServiceContext } from '../context.ts';
import { authorizeTeam } from '../teams/team-access.ts';
import { registryOverview } from './registry-overview.ts';
import { submissionPage } from './registry-rows.ts';

// A team's registrations (/teams/{slug}/services/hms and …/hms/rental-contracts, and
// /api/teams/{slug}/registry/…): its own contracts only, for roles granting contract.read;
// anyone else gets 404, as if the team did not exist.

export async function teamRegistryOverview(ctx: ServiceContext, slug: string): Promise<RegistryOverviewDto> {
  const { teamId } = await authorizeTeam(ctx, slug, 'contract.read');
  return registryOverview(ctx.db, dayOf(ctx.now()), eq(rentalContracts.ownerTeamId, teamId));
}

export async function teamSubmissions(
  ctx: ServiceContext,
  slug: string,
  filter: SubmissionFilter,
  page: number,
): Promise<Paged<SubmissionRowDto>> {
  const { teamId } = await authorizeTeam(ctx, slug, 'contract.read');
  return submissionPage(ctx.db, filter, page, eq(rentalContracts.ownerTeamId, teamId));
}
