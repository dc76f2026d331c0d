import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SearchField, StaffListHeader, StaffResults, StaffSearchForm } from '#app/components/man/staff-list.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { formatMoney } from '#common/format.ts';
import { setupCandidates } from '#server/domain/bank-payments/staff-payment-setup.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/new-contract';
import { setupPath } from './new-contract-kit.tsx';

// /man/rental-contracts/new: staff find the active contract whose payment service they set up
// (docs/rules/payment-service.md "Set up by staff"). Only contracts that can have it are listed.
export const handle = { middleware: ['staff'], i18n: ['man', 'manPaymentSetup'] };

const PATH = '/man/rental-contracts/new';

export async function loader({ request, context }: Route.LoaderArgs) {
  const q = new URL(request.url).searchParams.get('q') ?? '';
  return { q, contracts: await forPage(() => setupCandidates(serviceFrom(context), q)) };
}

export default function NewContractSetup({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const { q, contracts } = loaderData;
  return (
    <div>
      <StaffListHeader title={t('manPaymentSetup:find.title')} intro={t('manPaymentSetup:find.intro')} />
      <StaffSearchForm
        action={PATH}
        layout="single"
        submitLabel={t('manPaymentSetup:find.submit')}
        clear={q ? { label: t('manPaymentSetup:find.clear') } : undefined}
      >
        <SearchField id="q" name="q" label={t('manPaymentSetup:find.search')} defaultValue={q} maxLength={100} />
      </StaffSearchForm>
      <StaffResults
        isEmpty={contracts.length === 0}
        empty={{ title: t('manPaymentSetup:find.emptyTitle'), text: t('manPaymentSetup:find.emptyText') }}
      >
        <ul className="flex flex-col gap-3">
          {contracts.map((c) => (
            <li key={c.contract_id} className="rounded-xl border border-line bg-white p-4">
              <h2 className="text-lg font-semibold">
                {c.reference} · {c.address}
              </h2>
              <p className="mt-1 text-sm text-muted">{c.parties.join(', ')}</p>
              {c.rent_isk !== null ? (
                <p className="text-sm">{t('manPaymentSetup:find.rent', { amount: formatMoney(c.rent_isk, locale) })}</p>
              ) : null}
              <Link
                to={setupPath(c.contract_id)}
                className="mt-2 inline-flex min-h-12 items-center font-semibold text-brand-700 underline"
              >
                {t('manPaymentSetup:find.choose', { reference: c.reference })}
              </Link>
            </li>
          ))}
        </ul>
      </StaffResults>
    </div>
  );
}
