import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { formatDate } from '#common/format.ts';
import { type DashboardSection, teamDashboard } from '#server/domain/teams/team-dashboard.service.ts';
import type { Route } from './+types/dashboard';

export const handle = { middleware: ['team:team.read'], i18n: ['teamServices', 'listing'] };

// /teams/{slug}: what needs the team's attention now, each row a link (docs/rules/team-mode.md).
export async function loader({ params, context }: Route.LoaderArgs) {
  return { dashboard: await teamDashboard(serviceFrom(context), params.slug) };
}

type SectionKey = 'listings' | 'applications' | 'offers' | 'conversations';

function Section({ name, section }: { name: SectionKey; section: DashboardSection }) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const headingId = `dashboard-${name}`;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-line p-4">
      <h2 id={headingId} className="flex items-baseline justify-between gap-2 text-lg font-semibold">
        <span>{t(`teamServices:dashboard.sections.${name}.title`)}</span>
        <span className="text-base font-normal text-muted">{t('teamServices:dashboard.count', { count: section.count })}</span>
      </h2>
      {section.items.length === 0 ? (
        <p className="mt-2 text-muted">{t(`teamServices:dashboard.sections.${name}.none`)}</p>
      ) : (
        <ul className="mt-2 divide-y divide-line">
          {section.items.map((item) => (
            <li key={item.id} className="py-2">
              <Link to={item.link} className="block min-h-11 rounded-md py-1 hover:bg-brand-50">
                <span className="block font-medium text-brand-700 underline break-words">
                  {item.title || t('teamServices:dashboard.untitled')}
                </span>
                <span className="block text-sm text-muted break-words">
                  {name === 'listings' && item.detail ? t(`listing:status.${item.detail as 'draft'}`) : item.detail}
                  {item.at && (
                    <>
                      {' · '}
                      {t(`teamServices:dashboard.sections.${name}.at`, { date: formatDate(item.at, 'date', locale) })}
                    </>
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function TeamDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { dashboard } = loaderData;
  const sections = (['listings', 'applications', 'offers', 'conversations'] as const).flatMap((name) => {
    const section = dashboard[name];
    return section ? [{ name, section }] : [];
  });
  const nothing = sections.every((s) => s.section.count === 0);
  return (
    <div>
      <title>{`${dashboard.team.name} · ${t('brand.name')}`}</title>
      <h1 className="text-2xl font-bold break-words">{t('teamServices:dashboard.title', { name: dashboard.team.name })}</h1>
      <p className="mt-1 text-muted">{t('teamServices:dashboard.intro')}</p>
      {nothing ? (
        <EmptyState
          className="mt-6"
          headingLevel={2}
          title={t('teamServices:dashboard.empty.title')}
          text={t('teamServices:dashboard.empty.text')}
          action={
            <Link to={`/teams/${dashboard.team.slug}/services/listings`} className="font-medium text-brand-700 underline">
              {t('teamServices:dashboard.empty.action')}
            </Link>
          }
        />
      ) : (
        <div className="mt-6 grid gap-4 lg:grid-cols-2">
          {sections.map((s) => (
            <Section key={s.name} name={s.name} section={s.section} />
          ))}
        </div>
      )}
    </div>
  );
}
