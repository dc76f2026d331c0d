import { AppError } from '#server/lib/errors.ts';
import { authorizeAgreement, requireActor } from '../../access/authorize.ts';
import type { Permission } from '../../access/permissions.ts';
import type { AgreementResource, AgreementSide } from '../../access/resources.ts';
import type { Actor, ServiceContext } from '../../context.ts';
import { agreementResource } from './access.ts';
import { type LoadedContract, loadContract } from './rows.ts';
import { type AgreementSides, sidesOf } from './sides.ts';
import { termsFromRow } from './terms.ts';

// The agreement kernel's face (docs/decisions/0022-agreement-kernel.md): what the areas of the
// lease (contracts, renewals, terminations, payments, payment-service, registry) use to load an
// agreement, know its sides and who is told, and ask what the person may do with it. They import
// this file, history.ts, recipients.ts and terms.ts of server/domain/tenancy/core/, nothing else
// there (tests/unit/import-rules.ts).

export { actsFor, agreementResource, mayOn } from './access.ts';
export { AGREEMENT_SIDES, type PartyCapacity, partyFromRow, ROLES_OF_SIDE, sideOfRole } from './parties.ts';
export { type ContractRow, type LoadedContract, loadContract, type PartyRow } from './rows.ts';
export { type AgreementSides, everyoneOf, sidesOf } from './sides.ts';
export type { AgreementResource, AgreementSide };

/** The agreement's terms, as ContractTerms. */
export function agreementTerms(loaded: Pick<LoadedContract, 'row' | 'units'>) {
  return termsFromRow(loaded.row, loaded.units);
}

export interface AgreementAccess {
  actor: Actor;
  contract: LoadedContract;
  sides: AgreementSides;
  resource: AgreementResource;
}

/**
 * The one loader: the agreement, its sides and the person's access answer together. The actor if
 * they may do this; else 401 without one, 403 to one who may read it, 404 to anyone else (also
 * for an agreement that does not exist). `lock` takes its row for update (inside `db`'s
 * transaction); `side` is the side acted for, for a permission given per side.
 */
export async function agreementFor(
  ctx: ServiceContext,
  id: string,
  permission: Permission,
  options: { lock?: boolean; db?: ServiceContext['db']; side?: AgreementSide } = {},
): Promise<AgreementAccess> {
  const contract = await loadContract(options.db ?? ctx.db, id, { lock: options.lock });
  if (!contract) {
    requireActor(ctx);
    throw new AppError('not_found');
  }
  const sides = sidesOf(contract);
  const resource = agreementResource(contract, options.side, sides);
  const actor = authorizeAgreement(ctx, permission, resource);
  return { actor, contract, sides, resource };
}
