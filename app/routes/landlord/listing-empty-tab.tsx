import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useManagedListing } from '#app/components/landlord/managed-listing.ts';
import { EmptyState } from '#app/components/ui/empty-state.tsx';

export const handle = { middleware: ['auth'], i18n: ['landlord'] };

// The tabs whose data comes with later capabilities (rental contracts, services). For this listing there is nothing there yet, and the page says exactly that.
const TABS = {
  'rental-contracts': 'rentalContracts',
  services: 'services',
} as const;

export default function ListingEmptyTab() {
  const { t } = useTranslation();
  const { listing } = useManagedListing();
  const segment = useLocation().pathname.replace(/\/$/, '').split('/').pop() as keyof typeof TABS;
  const key = TABS[segment] ?? 'rentalContracts';
  const title = t(`landlord:sections.${key}`);
  return (
    <div>
      <title>{`${title} · ${listing.description.title_is ?? t('landlord:untitled')} · ${t('brand.name')}`}</title>
      <h1 className="text-lg font-bold">{title}</h1>
      <EmptyState
        className="mt-4"
        headingLevel={2}
        title={t(`landlord:emptyTab.${key}.title`)}
        text={t(`landlord:emptyTab.${key}.text`)}
      />
    </div>
  );
}
