import { useTranslation } from 'react-i18next';
import { uiLocale } from '#app/components/ui/locale.ts';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import { describeFilters } from '#common/filter-summary.ts';
import type { ListingFilters } from '#common/listing-filters.ts';

/** describeFilters in the page's language: a saved search's filters as a list of short phrases. */
export function useFilterSummary(): (filters: ListingFilters) => string[] {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  return (filters) => describeFilters(filters, (key, vars) => tDynamic(t, key, vars), locale);
}
