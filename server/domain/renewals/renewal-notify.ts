import type { Db } from '#server/db/client.ts';
import type { ServiceContext } from '../context.ts';
import { type PublishContext, publishNotification } from '../notifications/notifications.service.ts';
import { type LoadedContract, sidesOf } from '../tenancy/core/agreement.ts';

// Telling the other side of a renewal move, in the transaction of the move (in-app and, by the
// person's settings, mail: publishNotification queues it through the same transaction).

export type RenewalEvent =
  | 'renewal_offered'
  | 'renewal_accepted'
  | 'renewal_declined'
  | 'renewal_withdrawn'
  | 'renewal_not_renewed'
  | 'renewal_lapsed_tenant'
  | 'renewal_lapsed_landlord'
  | 'renewal_notice_due'
  | 'renewal_answer_due';

export async function notifySide(
  ctx: ServiceContext | PublishContext,
  tx: Db,
  contract: LoadedContract,
  side: 'landlords' | 'tenants',
  event: RenewalEvent,
  params: Record<string, string>,
  link: string,
  exceptUserId: string | null = null,
): Promise<void> {
  const told = sidesOf(contract).recipients[side === 'landlords' ? 'landlord' : 'tenant'];
  const people = told.filter((id) => id !== exceptUserId);
  for (const userId of people)
    await publishNotification(
      ctx,
      {
        userId,
        kind: 'contracts',
        event,
        params: { reference: contract.reference, address: contract.row.address ?? '', ...params },
        link,
      },
      tx,
    );
}

export const requestPath = (contractId: string, requestId: string) =>
  `/rental-contracts/${contractId}/renewal-requests/${requestId}`;
