import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import type { ContractDto } from '#common/contract-dtos.ts';
import { blockingIssues } from '#common/contract-rules.ts';

// A draft contract's state on its page: its landlord side sees what is still missing, each item a
// link to the wizard step that fixes it; the tenant sees who is completing it and that they will be
// told when it is ready to sign (they have nothing to do yet).

/** Who completes the draft: the owning team, else the landlord party by name. */
export function completerOf(contract: ContractDto): string {
  if (contract.team) return contract.team.name;
  return (
    contract.parties.find((p) => p.role === 'landlord')?.name ||
    contract.parties.find((p) => p.role === 'landlord_representative')?.name ||
    ''
  );
}

export function MissingSteps({ contract }: { contract: ContractDto }) {
  const { t } = useTranslation();
  const blocking = blockingIssues(contract.issues);
  if (blocking.length === 0) return null;
  const base = `/rental-contracts/${contract.id}/edit`;
  return (
    <div className="mt-2" data-testid="draft-missing">
      <p className="font-medium">{t('contracts:overview.missing', { count: blocking.length })}</p>
      <ul className="mt-2 flex flex-col gap-1">
        {blocking.map((issue) => (
          <li key={`${issue.field}-${issue.code}`}>
            <Link to={`${base}/${issue.step}#issues-${issue.field}`} className="text-danger-600 underline">
              {tDynamic(t, `contracts:steps.${issue.step}.title`)}:{' '}
              {tDynamic(t, [`errors:fields.${issue.code}`, 'errors:fields.invalid'], issue.params)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
