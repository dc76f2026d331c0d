import { useTranslation } from 'react-i18next';
import { VerifiedBadge } from './invitation-parts.tsx';

/** The household on a tenant's profile: the people they rent with, each with the email badge. */
export function TenantHousehold({ people }: { people: { id: string; name: string; email_confirmed: boolean }[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="tenant-household" className="mt-8">
      <h2 id="tenant-household" className="text-xl font-bold">
        {t('invitations:tenantProfile.title')}
      </h2>
      {people.length === 0 ? (
        <p className="mt-2 text-muted">{t('invitations:tenantProfile.none')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-line rounded-lg border border-line">
          {people.map((person) => (
            <li key={person.id} data-testid="household-member" className="flex flex-wrap items-center justify-between gap-2 p-3">
              <span className="font-semibold [overflow-wrap:anywhere]">{person.name}</span>
              <VerifiedBadge ok={person.email_confirmed} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
