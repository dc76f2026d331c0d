import { and, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import { findPostcode } from '#common/postcodes.ts';
import { properties } from '#server/db/schema/properties.ts';
import { AppError } from '#server/lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { agreementFor } from '../tenancy/core/agreement.ts';
import type { UnitSeed } from './contract-draft.ts';

// The wizard's property search (the date-time step): the contract owner's own properties (the
// person's, or the team's), found by address or fastanúmer, fill in the address and the unit.

export interface PropertyChoice {
  id: string;
  address: string;
  postcode: string;
  fastanumer: string | null;
  sizeM2: number | null;
  rooms: number | null;
}

function ownedBy(ownerUserId: string | null, ownerTeamId: string | null): SQL | undefined {
  if (ownerTeamId) return eq(properties.ownerTeamId, ownerTeamId);
  if (ownerUserId) return and(eq(properties.ownerUserId, ownerUserId), isNull(properties.ownerTeamId));
  return undefined;
}

function choice(row: typeof properties.$inferSelect): PropertyChoice {
  return {
    id: row.id,
    address: [`${row.street} ${row.houseNumber}`.trim(), row.unit].filter(Boolean).join(', '),
    postcode: row.postcode,
    fastanumer: row.fastanumer,
    sizeM2: row.sizeM2,
    rooms: row.rooms,
  };
}

/** The contract owner's properties whose address or fastanúmer holds the words (at most 10). */
export async function searchContractProperties(
  ctx: ServiceContext,
  contractId: string,
  query: string,
): Promise<PropertyChoice[]> {
  const { contract } = await agreementFor(ctx, contractId, 'contract.update');
  const owner = ownedBy(contract.row.ownerUserId, contract.row.ownerTeamId);
  const words = query
    .trim()
    .replace(/[%_\\]/g, '')
    .slice(0, 60);
  if (!owner || !words) return [];
  const like = `%${words}%`;
  const digits = words.replace(/\D/g, '');
  const rows = await ctx.db
    .select()
    .from(properties)
    .where(
      and(
        owner,
        or(
          ilike(properties.street, `%${words.replace(/\s*\d.*$/, '')}%`),
          ilike(properties.street, like),
          digits.length >= 3 ? ilike(properties.fastanumer, `%${digits}%`) : undefined,
        ),
      ),
    )
    .limit(10);
  return rows.map(choice);
}

/** The date-time step's property fields from one of the owner's properties. */
export async function propertyTerms(
  ctx: ServiceContext,
  contractId: string,
  propertyId: string,
): Promise<{ address: string; postcode: string; municipality: string | null; unit: UnitSeed }> {
  const { contract } = await agreementFor(ctx, contractId, 'contract.update');
  const owner = ownedBy(contract.row.ownerUserId, contract.row.ownerTeamId);
  const [row] = owner
    ? await ctx.db
        .select()
        .from(properties)
        .where(and(owner, eq(properties.id, propertyId)))
    : [];
  if (!row) throw new AppError('not_found');
  const found = choice(row);
  return {
    address: found.address,
    postcode: row.postcode,
    municipality: findPostcode(row.postcode)?.town ?? null,
    unit: {
      fastanumer: (row.fastanumer ?? '').replace(/^F/i, ''),
      unitCode: null,
      sizeM2: row.sizeM2 ?? 0,
      rooms: row.rooms ?? 0,
      usage: null,
    },
  };
}
