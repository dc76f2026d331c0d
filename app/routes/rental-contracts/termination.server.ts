import type { RouterContextProvider } from 'react-router';
import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { dayOf } from '#common/calendar-day.ts';
import { getContract } from '#server/domain/contracts/contracts.service.ts';
import { terminationOverview } from '#server/domain/terminations/terminations.service.ts';
import { forPage } from '#server/http/page-errors.ts';

// What every termination page loads: the contract's overview of ending it (404 for anyone who
// may not read the contract) and the contract's address for the heading.

export async function terminationPage(context: Readonly<RouterContextProvider>, contractId: string) {
  const service = serviceFrom(context);
  const overview = await forPage(() => terminationOverview(service, contractId));
  const contract = await forPage(() => getContract(service, contractId));
  return { overview, address: contract.terms.address, today: dayOf(service.now()) };
}
