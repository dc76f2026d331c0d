import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Route } from './+types/services';

export const handle = { middleware: ['team:team.read'], i18n: ['teamServices'] };

// /teams/{slug}/services: the team's services, each a link with one line on what it does.
const SERVICES = [
  { path: 'listings', key: 'listings' },
  { path: 'hms', key: 'registry' },
  { path: 'other', key: 'other' },
] as const;

export default function TeamServices(_: Route.ComponentProps) {
  const { t } = useTranslation();
  const { slug } = useParams();
  return (
    <div>
      <title>{`${t('teamServices:services.title')} · ${t('brand.name')}`}</title>
      <h1 className="text-2xl font-bold">{t('teamServices:services.title')}</h1>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {SERVICES.map((service) => (
          <li key={service.path} className="rounded-xl border border-line p-4">
            <h2 className="text-lg font-semibold">
              <Link to={`/teams/${slug}/services/${service.path}`} className="text-brand-700 underline">
                {t(`teamServices:services.${service.key}.title`)}
              </Link>
            </h2>
            <p className="mt-1 text-muted">{t(`teamServices:services.${service.key}.text`)}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
