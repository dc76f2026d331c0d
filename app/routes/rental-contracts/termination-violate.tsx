import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TerminationHeader, terminationsPath } from '#app/components/terminations/termination-parts.tsx';
import type { Route } from './+types/termination-violate';
import { terminationPage } from './termination.server.ts';

export const handle = { middleware: ['auth'], i18n: ['terminations', 'contracts'] };

// /rental-contracts/{id}/termination-requests/violate: the landlord's rescission cases (61. gr.),
// each with what it needs first and whether that is met.
export async function loader({ params, context }: Route.LoaderArgs) {
  return terminationPage(context, params.id);
}

export default function TerminationViolate({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { overview, address } = loaderData;
  const base = terminationsPath(overview.contractId);
  const landlord = overview.sides.includes('landlord');
  const acting = overview.contractStatus === 'active' && landlord && !overview.binding;
  return (
    <div className="max-w-3xl">
      <TerminationHeader overview={overview} address={address} title={t('terminations:violate.title')} />
      <p className="mt-4">{t('terminations:violate.intro')}</p>
      {!acting ? (
        <p className="mt-4 text-muted">{landlord ? t('terminations:notActive') : t('terminations:violate.landlordOnly')}</p>
      ) : (
        <ul className="mt-6 flex flex-col gap-3" data-testid="rescission-cases">
          {overview.cases.map((c) => (
            <li key={c.case} className="rounded-xl border border-line bg-white p-4">
              <h2 className="text-lg font-semibold">
                <Link to={`${base}/violate/${c.case}`} className="text-brand-700 underline underline-offset-2">
                  {t(`terminations:cases.${c.case}`)}
                </Link>
              </h2>
              <p className="mt-1 text-muted">{t(`terminations:preconditions.${c.precondition as 'none'}`)}</p>
              <p className={`mt-1 text-sm font-semibold ${c.met ? 'text-success-700' : 'text-danger-600'}`}>
                {c.met ? t('terminations:violate.met') : t('terminations:violate.notMet')}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
