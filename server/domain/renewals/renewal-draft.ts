import { renewalStartDate } from '#common/renewal-rules.ts';
import type { Db } from '#server/db/client.ts';
import { insertDraft } from '../contracts/contract-draft.ts';
import { agreementTerms, type LoadedContract, partyFromRow } from '../tenancy/core/agreement.ts';
import type { RenewalRow } from './renewal-rows.ts';

/**
 * The new contract draft an accepted renewal offer makes, through the contracts' own draft code:
 * the old contract's parties, units and terms, starting the day after the old end, with the
 * offer's term and rent. Its landlord side then reviews it in the wizard and sends it for signing.
 */
export async function storeRenewalDraft(
  tx: Db,
  contract: LoadedContract,
  offer: RenewalRow,
  createdById: string,
  at: Date,
): Promise<string> {
  const { units, ...terms } = agreementTerms(contract);
  const start = renewalStartDate(offer.contractEndDate);
  const termKind = offer.proposedTermKind === 'indefinite' ? 'indefinite' : 'fixed';
  return insertDraft(tx, {
    ownerUserId: contract.row.ownerUserId,
    ownerTeamId: contract.row.ownerTeamId,
    createdById,
    listingId: contract.row.listingId,
    terms: {
      ...terms,
      startDate: start,
      handoverDate: start,
      termKind,
      endDate: termKind === 'fixed' ? offer.proposedEndDate : null,
      rentIsk: offer.proposedRentIsk ?? terms.rentIsk,
    },
    units: units.map(({ id: _id, ...unit }) => unit),
    parties: contract.parties.map(partyFromRow).map(({ id: _id, ...party }) => party),
    at,
  });
}
