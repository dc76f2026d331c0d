import { redirect } from 'react-router';
import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { getContract } from '#server/domain/contracts/contracts.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/edit';
import { firstOpenStep } from './wizard.server.ts';
import { editBase } from './wizard-paths.ts';

export const handle = { middleware: ['auth'], i18n: ['contracts'] };

// /rental-contracts/{id}/edit: opens the first step with something wrong or missing, else finish.
// Those who may read but not change the contract read it at /rental-contracts/{id}; anyone else: 404.
export async function loader({ params, context }: Route.LoaderArgs) {
  const contract = await forPage(() => getContract(serviceFrom(context), params.id));
  if (!contract.can.edit) throw redirect(`/rental-contracts/${contract.id}`);
  throw redirect(`${editBase(contract.id)}/${firstOpenStep(contract)}`);
}

export default function EditContract() {
  return null;
}
