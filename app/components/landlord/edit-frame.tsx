import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '#app/components/forms/auth-card.tsx';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import type { OwnerListingDto } from '#common/listing-dtos.ts';
import { useManagedListing } from './managed-listing.ts';

/** A management edit page: its heading, the saved notice, and the form only when editing is allowed. */
export function EditFrame({
  listing,
  title,
  intro,
  children,
}: {
  listing: OwnerListingDto;
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { notice } = useManagedListing();
  const editable = listing.actions.includes('edit');
  return (
    <div className="max-w-2xl">
      <title>{`${title} · ${listing.description.title_is ?? t('landlord:untitled')} · ${t('brand.name')}`}</title>
      <h1 className="text-lg font-bold">{title}</h1>
      {intro && <p className="mt-1 text-sm text-muted">{intro}</p>}
      <FlashNotice notice={notice} />
      {listing.status === 'published' && editable && <p className="mt-2 text-sm text-muted">{t('landlord:editPublished')}</p>}
      <div className="mt-4">
        {editable ? children : <Notice tone="warning">{tDynamic(t, `landlord:notEditable.${listing.status}`)}</Notice>}
      </div>
    </div>
  );
}

export function SaveButton() {
  const { t } = useTranslation();
  return (
    <div className="mt-2 border-t border-line pt-5">
      <button type="submit" className={buttonStyles('primary', 'lg', 'w-full sm:w-auto')}>
        {t('landlord:save')}
      </button>
    </div>
  );
}
