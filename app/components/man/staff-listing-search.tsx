import { useTranslation } from 'react-i18next';
import { RegionOptions } from '#app/components/listings/region-options.tsx';
import { formatNumber } from '#common/format.ts';
import { type ListChange, listParams } from '#common/list-kit.ts';
import { LISTING_STATUSES } from '#common/listing-rules.ts';
import { type StaffListingQuery, type StaffSearchResult, staffListingList } from '#common/staff-listings.ts';
import { uiLocale } from '../ui/locale.ts';
import { CountLinks, Options, SearchField, SearchSelect, StaffSearchForm } from './staff-list.tsx';

/** A link to the staff search (the list kit): some values replaced, the page dropped unless given; `open` a listing. */
export function staffSearchHref(
  query: StaffListingQuery,
  change: ListChange<typeof staffListingList.filters> & { open?: string } = {},
): string {
  const { open, ...rest } = change;
  const params = listParams(staffListingList, query, rest);
  if (open) params.set('open', open);
  const text = params.toString();
  return text ? `/man/listings?${text}` : '/man/listings';
}

/** The page the search is on (its cursor or old page number), to stay on it. */
export const samePage = (query: StaffListingQuery) => ({ page: query.page, after: query.after, before: query.before });

/** The staff search form (a plain GET form: works without JavaScript) and the counts per status. */
export function StaffListingSearch({ query, counts }: { query: StaffListingQuery; counts: StaffSearchResult['counts'] }) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const total = Object.values(counts).reduce((sum, n) => sum + (n ?? 0), 0);
  return (
    <>
      <StaffSearchForm
        action="/man/listings"
        submitLabel={t('man:listings.search.submit')}
        clear={{ label: t('man:listings.search.clear') }}
      >
        <SearchField id="staff-q" name="q" label={t('man:listings.search.q')} defaultValue={query.q} maxLength={200} />
        <SearchField
          id="staff-owner"
          name="owner"
          label={t('man:listings.search.owner')}
          defaultValue={query.owner}
          maxLength={200}
        />
        <SearchField
          id="staff-postcode"
          name="postcode"
          type="text"
          inputMode="numeric"
          pattern="[0-9]{3}"
          label={t('man:listings.search.postcode')}
          defaultValue={query.postcode}
        />
        <SearchSelect
          id="staff-status"
          name="status"
          label={t('man:listings.search.status')}
          defaultValue={query.status}
          anyLabel={t('man:listings.search.anyStatus')}
        >
          <Options values={LISTING_STATUSES} label={(status) => t(`listing:status.${status}`)} />
        </SearchSelect>
        <SearchSelect id="staff-region" name="region" label={t('man:listings.search.region')} defaultValue={query.region}>
          <RegionOptions anyLabel={t('man:listings.search.anyRegion')} />
        </SearchSelect>
      </StaffSearchForm>
      <CountLinks
        label={t('man:listings.counts.label')}
        links={[
          {
            href: staffSearchHref(query, { status: undefined }),
            current: !query.status,
            label: t('man:listings.counts.all', { n: formatNumber(total, locale) }),
          },
          ...LISTING_STATUSES.filter((status) => counts[status]).map((status) => ({
            href: staffSearchHref(query, { status }),
            current: query.status === status,
            label: `${t(`listing:status.${status}`)} (${formatNumber(counts[status] ?? 0, locale)})`,
          })),
        ]}
      />
    </>
  );
}
