import { useTranslation } from 'react-i18next';
import { formatDate } from '#common/format.ts';
import type { PublicListingDto } from '#common/listing-dtos.ts';
import { Avatar } from '../account/avatar.tsx';
import { CheckIcon } from '../ui/icons.tsx';
import { uiLocale } from '../ui/locale.ts';

/** Who rents the home out: name, picture, member since and what we have verified. Never contact details. */
export function LandlordCard({ owner }: { owner: NonNullable<PublicListingDto['owner']> }) {
  const { t, i18n } = useTranslation('listings');
  const locale = uiLocale(i18n.language);
  const badges = [
    owner.email_confirmed ? t('landlord.emailVerified') : null,
    owner.kennitala_on_file ? t('landlord.idVerified') : null,
  ].filter((b): b is string => b !== null);
  return (
    <section aria-labelledby="landlord-heading" className="rounded-xl border border-line bg-white p-5">
      <h2 id="landlord-heading" className="text-sm font-semibold text-muted">
        {t('landlord.heading')}
      </h2>
      <div className="mt-3 flex items-center gap-3">
        <Avatar url={owner.avatar_url} name={owner.name} />
        <div className="min-w-0">
          <p className="truncate text-lg font-semibold">{owner.name}</p>
          <p className="text-sm text-muted">
            {t('landlord.memberSince', { date: formatDate(owner.member_since, 'date', locale) })}
          </p>
        </div>
      </div>
      {badges.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2">
          {badges.map((badge) => (
            <li key={badge} className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800">
              <CheckIcon className="size-4" />
              {badge}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
