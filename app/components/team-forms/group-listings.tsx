import { useTranslation } from 'react-i18next';
import { tDynamic } from '#app/lib/dynamic-key.ts';

export interface GroupListing {
  id: string;
  title: string | null;
  town: string | null;
  status: string;
  in_group: boolean;
  other_group: string | null;
}

/** The team's listings as checkboxes: those checked are the group's (a plain form field, no JavaScript). */
export function GroupListings({
  listings,
  name,
  chosen,
  errorId,
}: {
  listings: GroupListing[];
  name: string;
  chosen: string[];
  errorId: string;
}) {
  const { t } = useTranslation(['teamForms', 'listing']);
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={`group-listings-hint ${errorId}`}>
      <legend className="mb-1 font-medium">{t('form.listings')}</legend>
      <p id="group-listings-hint" className="text-sm text-muted">
        {t('form.listingsHint')}
      </p>
      {listings.length === 0 && <p>{t('form.noListings')}</p>}
      {listings.map((listing) => (
        <label key={listing.id} className="flex min-h-11 items-start gap-3 rounded-md border border-line p-3">
          <input
            type="checkbox"
            name={name}
            value={listing.id}
            defaultChecked={chosen.includes(listing.id)}
            className="mt-0.5 size-5 shrink-0"
          />
          <span className="flex min-w-0 flex-col">
            <span className="font-medium [overflow-wrap:anywhere]">{listing.title ?? t('form.noTitle')}</span>
            <span className="text-sm text-muted">
              {[listing.town, tDynamic(t, `listing:status.${listing.status}`)].filter(Boolean).join(' · ')}
            </span>
            {listing.other_group && (
              <span className="text-sm text-muted [overflow-wrap:anywhere]">
                {t('form.inOtherGroup', { name: listing.other_group })}
              </span>
            )}
          </span>
        </label>
      ))}
    </fieldset>
  );
}
