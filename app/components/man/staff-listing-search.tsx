import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { RegionOptions } from '#app/components/listings/region-options.tsx';
import { formatNumber } from '#common/format.ts';
import { LISTING_STATUSES } from '#common/listing-rules.ts';
import type { StaffListingQuery, StaffSearchResult } from '#common/staff-listings.ts';
import { uiLocale } from '../ui/locale.ts';

/** The query string of a staff search, with some values replaced (and the page cursor dropped). */
export function staffSearchHref(query: StaffListingQuery, change: Partial<StaffListingQuery & { open: string }> = {}): string {
  const merged: Record<string, string | undefined> = { ...query, cursor: undefined, ...change };
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(merged)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `/man/listings?${text}` : '/man/listings';
}

const fieldClass = 'h-12 w-full rounded-md border border-line bg-white px-3 text-base';

/** The staff search form (a plain GET form: works without JavaScript) and the counts per status. */
export function StaffListingSearch({ query, counts }: { query: StaffListingQuery; counts: StaffSearchResult['counts'] }) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const total = Object.values(counts).reduce((sum, n) => sum + (n ?? 0), 0);
  return (
    <>
      <Form
        method="get"
        action="/man/listings"
        role="search"
        className="mt-6 grid gap-4 rounded-xl border border-line bg-white p-4 sm:grid-cols-2 lg:grid-cols-3"
      >
        <div className="flex flex-col gap-1">
          <label htmlFor="staff-q" className="font-medium">
            {t('man:listings.search.q')}
          </label>
          <input id="staff-q" name="q" type="search" defaultValue={query.q ?? ''} maxLength={200} className={fieldClass} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="staff-owner" className="font-medium">
            {t('man:listings.search.owner')}
          </label>
          <input
            id="staff-owner"
            name="owner"
            type="search"
            defaultValue={query.owner ?? ''}
            maxLength={200}
            className={fieldClass}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="staff-postcode" className="font-medium">
            {t('man:listings.search.postcode')}
          </label>
          <input
            id="staff-postcode"
            name="postcode"
            type="text"
            inputMode="numeric"
            pattern="[0-9]{3}"
            defaultValue={query.postcode ?? ''}
            className={fieldClass}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="staff-status" className="font-medium">
            {t('man:listings.search.status')}
          </label>
          <select id="staff-status" name="status" defaultValue={query.status ?? ''} className={fieldClass}>
            <option value="">{t('man:listings.search.anyStatus')}</option>
            {LISTING_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`listing:status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="staff-region" className="font-medium">
            {t('man:listings.search.region')}
          </label>
          <select id="staff-region" name="region" defaultValue={query.region ?? ''} className={fieldClass}>
            <RegionOptions anyLabel={t('man:listings.search.anyRegion')} />
          </select>
        </div>
        <div className="flex items-end gap-3">
          <button type="submit" className="h-12 flex-1 rounded-md bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700">
            {t('man:listings.search.submit')}
          </button>
          <Link to="/man/listings" className="inline-flex h-12 items-center px-2 font-semibold text-brand-700 underline">
            {t('man:listings.search.clear')}
          </Link>
        </div>
      </Form>
      <nav aria-label={t('man:listings.counts.label')} className="mt-4">
        <ul className="flex flex-wrap gap-2">
          <li>
            <StatusLink href={staffSearchHref(query, { status: undefined })} current={!query.status}>
              {t('man:listings.counts.all', { n: formatNumber(total, locale) })}
            </StatusLink>
          </li>
          {LISTING_STATUSES.filter((status) => counts[status]).map((status) => (
            <li key={status}>
              <StatusLink href={staffSearchHref(query, { status })} current={query.status === status}>
                {`${t(`listing:status.${status}`)} (${formatNumber(counts[status] ?? 0, locale)})`}
              </StatusLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}

function StatusLink({ href, current, children }: { href: string; current: boolean; children: string }) {
  return (
    <Link
      to={href}
      aria-current={current ? 'page' : undefined}
      className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${
        current ? 'border-brand-600 bg-brand-600 text-white' : 'border-line bg-white text-ink hover:bg-subtle'
      }`}
    >
      {children}
    </Link>
  );
}
