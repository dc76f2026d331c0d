import { useTranslation } from 'react-i18next';
import { formatDate } from '#common/format.ts';
import type { PublicListingDto } from '#common/listing-dtos.ts';
import { formatPhone } from '#common/phone.ts';
import { Avatar } from '../account/avatar.tsx';
import { TeamBadge } from '../teams/team-badge.tsx';
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

/**
 * The letting agency that lets a team listing: its logo, name, the verified badge when staff have
 * verified it, and the contact details it shows on its listings.
 */
export function TeamLandlordCard({ team }: { team: NonNullable<PublicListingDto['team']> }) {
  const { t } = useTranslation('listings');
  const contacts = [
    team.contact_phone && {
      key: 'phone',
      href: `tel:${team.contact_phone}`,
      label: t('landlord.phone'),
      text: formatPhone(team.contact_phone),
    },
    team.contact_email && {
      key: 'email',
      href: `mailto:${team.contact_email}`,
      label: t('landlord.email'),
      text: team.contact_email,
    },
    team.website && {
      key: 'website',
      href: team.website,
      label: t('landlord.website'),
      text: team.website.replace(/^https?:\/\//, ''),
    },
  ].filter((c): c is { key: string; href: string; label: string; text: string } => Boolean(c));
  return (
    <section
      aria-labelledby="landlord-heading"
      className="rounded-xl border border-line bg-white p-5"
      data-testid="team-landlord-card"
    >
      <h2 id="landlord-heading" className="text-sm font-semibold text-muted">
        {t('landlord.agency')}
      </h2>
      <div className="mt-3 flex items-center gap-3">
        {team.logo_url && (
          <img
            src={team.logo_url}
            alt=""
            width={48}
            height={48}
            className="size-12 shrink-0 rounded-lg border border-line object-cover"
          />
        )}
        <div className="min-w-0">
          <p className="text-lg font-semibold break-words">{team.name}</p>
          <TeamBadge status={team.verified ? 'verified' : null} />
        </div>
      </div>
      {contacts.length > 0 && (
        <dl className="mt-3 flex flex-col gap-1 text-sm">
          {contacts.map((c) => (
            <div key={c.key} className="flex flex-wrap gap-x-2">
              <dt className="text-muted">{c.label}</dt>
              <dd className="min-w-0 break-all">
                <a
                  href={c.href}
                  className="text-brand-700 underline"
                  rel={c.key === 'website' ? 'noopener noreferrer nofollow' : undefined}
                >
                  {c.text}
                </a>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
