import { useTranslation } from 'react-i18next';
import { useManagedListing } from '#app/components/landlord/managed-listing.ts';
import { EmptyState } from '#app/components/ui/empty-state.tsx';

export const handle = { middleware: ['auth'], i18n: ['landlord'] };

// The services tab: the services a listing can have come with later capabilities (payments,
// guarantees). For this listing there is nothing there yet, and the page says exactly that.

export default function ListingEmptyTab() {
  const { t } = useTranslation();
  const { listing } = useManagedListing();
  const title = t('landlord:sections.services');
  return (
    <div>
      <title>{`${title} · ${listing.description.title_is ?? t('landlord:untitled')} · ${t('brand.name')}`}</title>
      <h1 className="text-lg font-bold">{title}</h1>
      <EmptyState
        className="mt-4"
        headingLevel={2}
        title={t('landlord:emptyTab.services.title')}
        text={t('landlord:emptyTab.services.text')}
      />
    </div>
  );
}
