import { and, eq, isNull } from 'drizzle-orm';
import { users } from '#server/db/schema/users.ts';
import { AppError } from '#server/lib/errors.ts';
import { requireId } from '#server/lib/ids.ts';
import { authorize } from '../access/authorize.ts';
import { canAsync } from '../access/can.ts';
import type { ServiceContext } from '../context.ts';
import { householdPeople } from '../invitations/household.queries.ts';
import { type PaycheckDto, paychecksOf } from '../paychecks/paychecks.dto.ts';
import { avatarUrl } from '../users/avatar-keys.ts';

export interface TenantProfileDto {
  id: string;
  name: string;
  bio: string | null;
  email_confirmed: boolean;
  kennitala_on_file: boolean;
  phone_on_file: boolean;
  member_since: string;
  /** The people the tenant rents with (docs/rules/invitations.md), with whether their email is confirmed. */
  household: { id: string; name: string; email_confirmed: boolean }[];
  avatar_url: string | null;
  /** Whether the tenant lets landlords they apply to see their income documents. */
  paychecks_shared: boolean;
  /** The income documents: always for the tenant themself, for others only while shared. */
  paychecks: PaycheckDto[];
}

export async function getTenantProfile(ctx: ServiceContext, tenantId: string): Promise<TenantProfileDto> {
  // Who may see it (the tenant; the landlord of a listing they have an open application for) is
  // the access module's 'tenant_profile.read'. Anyone else gets "not found": the page doesn't
  // reveal that the person exists.
  requireId(tenantId);
  await authorize(ctx, 'tenant_profile.read', { type: 'tenant_profile', userId: tenantId });
  const [row] = await ctx.db
    .select()
    .from(users)
    .where(and(eq(users.id, tenantId), isNull(users.deletedAt)))
    .limit(1);
  if (!row) throw new AppError('not_found');
  const seesPaychecks = await canAsync(ctx, 'paycheck.read', {
    type: 'paycheck',
    ownerUserId: row.id,
    shared: row.sharePaychecks,
  });
  return {
    id: row.id,
    name: row.name,
    bio: row.bio,
    email_confirmed: row.emailConfirmedAt !== null,
    kennitala_on_file: row.kennitala !== null,
    phone_on_file: row.phone !== null,
    member_since: row.createdAt.toISOString(),
    household: (await householdPeople(ctx.db, row.id)).map((p) => ({
      id: p.id,
      name: p.name,
      email_confirmed: p.emailConfirmed,
    })),
    avatar_url: avatarUrl(row.avatarKey),
    // A landlord is told "shared" only when shared with them: with an open application that shares them.
    paychecks_shared: ctx.actor?.userId === row.id ? row.sharePaychecks : seesPaychecks,
    paychecks: seesPaychecks ? await paychecksOf(ctx.db, row.id) : [],
  };
}
