import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { requestEnd, TerminationStatusBadge, useDay } from '#app/components/terminations/termination-parts.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { FilterLinks } from '#app/components/ui/filter-links.tsx';
import { PageLinks } from '#app/components/ui/page-links.tsx';
import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { listLink } from '#common/list-kit.ts';
import { TERMINATION_KINDS, TERMINATION_STATUSES } from '#common/termination-rules.ts';
import { parseStaffTerminationQuery, staffTerminationList } from '#common/terminations.schemas.ts';
import { staffTerminations } from '#server/domain/terminations/terminations.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/contract-terminations';

// /man/rental-contracts/contract-terminations: every sent notice, proposal and rescission, newest
// first, 20 a page, by status and kind. No personal data on the list; the contract is one click away.
export const handle = { middleware: ['staff'], i18n: ['man', 'manContracts', 'terminations'] };

const PATH = '/man/rental-contracts/contract-terminations';

const href = listLink(PATH, staffTerminationList);

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseStaffTerminationQuery(new URL(request.url).searchParams);
  return { query, result: await forPage(() => staffTerminations(serviceFrom(context), query)) };
}

export default function StaffTerminations({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const day = useDay();
  const { query, result } = loaderData;
  return (
    <div>
      <title>{`${t('terminations:man.title')} · ${t('brand.name')}`}</title>
      <h1 className="text-2xl font-bold">{t('terminations:man.title')}</h1>
      <p className="mt-1 text-muted">{t('terminations:man.intro')}</p>
      <FilterLinks
        label={t('terminations:man.status')}
        links={[
          { to: href(query, { status: undefined }), label: t('terminations:man.any'), active: !query.status },
          ...TERMINATION_STATUSES.filter((s) => s !== 'draft').map((s) => ({
            to: href(query, { status: s }),
            label: t(`terminations:status.${s}`),
            active: query.status === s,
          })),
        ]}
      />
      <FilterLinks
        className="mt-2"
        label={t('terminations:man.kind')}
        links={[
          { to: href(query, { kind: undefined }), label: t('terminations:man.any'), active: !query.kind },
          ...TERMINATION_KINDS.map((k) => ({
            to: href(query, { kind: k }),
            label: t(`terminations:kinds.${k}`),
            active: query.kind === k,
          })),
        ]}
      />
      <p className="mt-4 text-sm text-muted" role="status">
        {t('terminations:man.found', { count: result.total })}
      </p>
      {result.items.length === 0 ? (
        <EmptyState className="mt-4" headingLevel={2} title={t('terminations:man.title')} text={t('terminations:man.empty')} />
      ) : (
        <ul className="mt-4 divide-y divide-line" data-testid="staff-terminations">
          {result.items.map((item) => {
            const end = requestEnd({ ...item, can: { send: false, respond: false, withdraw: false } });
            return (
              <li key={item.id} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between">
                <span>
                  <Link
                    to={`/man/rental-contracts/${item.contractId}`}
                    className="font-medium text-brand-700 underline underline-offset-2"
                  >
                    {`${item.reference} · ${t(`terminations:kinds.${item.kind}`)}`}
                    {item.case && ` · ${t(`terminations:cases.${item.case}`)}`}
                  </Link>
                  <span className="block text-sm text-muted">
                    {t(`terminations:sides.${item.fromSide}`)}
                    {item.sentAt && ` · ${t('terminations:man.sent')}: ${day(item.sentAt.slice(0, 10))}`}
                    {end && ` · ${t('terminations:man.end')}: ${day(end)}`}
                  </span>
                </span>
                <TerminationStatusBadge status={item.status} />
              </li>
            );
          })}
        </ul>
      )}
      <PageLinks page={result.page} pageCount={result.page_count} href={(page) => href(query, { page })} />
    </div>
  );
}
