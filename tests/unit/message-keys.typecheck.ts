// Not run by Vitest: `tsc` checks it. Message keys are typed from the Icelandic files
// (app/lib/i18next.d.ts), so a key that doesn't exist fails the type check.
import { useTranslation } from 'react-i18next';

export function useKeysAreChecked(): string[] {
  const { t } = useTranslation();
  const listings = useTranslation(['listings', 'listing']).t;
  return [
    t('nav.listings'),
    t('listings:search.title'),
    listings('search.title'),
    listings('listing:status.published'),
    // @ts-expect-error: common has no such key
    t('nav.noSuchKey'),
    // @ts-expect-error: listings has no such key
    t('listings:noSuchKey'),
    // @ts-expect-error: a namespace that doesn't exist
    t('nowhere:title'),
  ];
}
