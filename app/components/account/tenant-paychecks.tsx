import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useRootData } from '#app/lib/root-data.ts';
import { type PaycheckItem, PaycheckList } from './paycheck-list.tsx';

/**
 * The income documents on a tenant profile. The tenant sees their own list with whether it is
 * shared; a landlord sees the list while it is shared, and a short note while it isn't.
 */
export function TenantPaychecks({
  tenantId,
  name,
  shared,
  items,
}: {
  tenantId: string;
  name: string;
  shared: boolean;
  items: PaycheckItem[];
}) {
  const { t } = useTranslation();
  const own = useRootData()?.user?.id === tenantId;
  let note: string;
  if (own) note = t(shared ? 'profile:paychecks.tenantSharedOwn' : 'profile:paychecks.tenantPrivateOwn');
  else note = t(shared ? 'profile:paychecks.tenantShared' : 'profile:paychecks.tenantPrivate', { name });
  return (
    <section aria-labelledby="tenant-paychecks" className="mt-8">
      <h2 id="tenant-paychecks" className="text-xl font-bold">
        {t('profile:paychecks.title')}
      </h2>
      <p className="mt-2 text-sm text-muted" data-testid="tenant-paychecks-note">
        {note}
        {own && (
          <>
            {' '}
            <Link to="/profile/edit/paychecks" className="font-semibold text-brand-700 underline">
              {t('profile:paychecks.manage')}
            </Link>
          </>
        )}
      </p>
      {items.length > 0 ? (
        <div className="mt-3">
          <PaycheckList items={items} />
        </div>
      ) : (
        (own || shared) && <p className="mt-3 text-muted">{t('profile:paychecks.none')}</p>
      )}
    </section>
  );
}
