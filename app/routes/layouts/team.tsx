import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import type { SectionLink } from '#app/components/layout/section-nav.tsx';
import { SectionNav } from '#app/components/layout/section-nav.tsx';
import { SiteFooter } from '#app/components/layout/site-footer.tsx';
import { SiteHeader } from '#app/components/layout/site-header.tsx';
import { TeamBadge } from '#app/components/teams/team-badge.tsx';
import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { useRootData } from '#app/lib/root-data.ts';
import type { TeamPermission } from '#server/domain/access/roles.ts';
import { teamSummary } from '#server/domain/teams/team-summary.service.ts';
import type { Route } from './+types/team';

// The team layout (/teams/{slug}/…): members only, by role. Each page also names the team
// permission it needs (`team:<permission>` in its handle), checked before any loader runs.
export const handle = { middleware: ['team:team.read'], i18n: ['teams', 'manContracts', 'contracts'] };

/** The team's pages, each shown only to roles that open it (the role map decides). */
const TEAM_LINKS: { path: string; labelKey: SectionLink['labelKey']; permission: TeamPermission; end?: boolean }[] = [
  { path: '', labelKey: 'teams:nav.dashboard', permission: 'team.read', end: true },
  { path: '/inbox', labelKey: 'teams:nav.inbox', permission: 'conversation.read' },
  { path: '/services/listings', labelKey: 'teams:nav.listings', permission: 'listing.read' },
  { path: '/services/hms', labelKey: 'manContracts:team.title', permission: 'contract.read' },
  { path: '/services/other', labelKey: 'teams:nav.services', permission: 'team.read' },
  { path: '/settings/team', labelKey: 'teams:nav.profile', permission: 'team.read' },
  { path: '/settings/people', labelKey: 'teams:nav.people', permission: 'team.read' },
  { path: '/settings/applications', labelKey: 'teams:nav.applications', permission: 'application.read' },
  { path: '/settings/contracts', labelKey: 'contracts:teamDefaults.nav', permission: 'team.update' },
  { path: '/settings/verification', labelKey: 'teams:nav.verification', permission: 'team.read' },
];

export async function loader({ params, context }: Route.LoaderArgs) {
  const team = await teamSummary(
    serviceFrom(context),
    params.slug,
    TEAM_LINKS.map((l) => l.permission),
  );
  return { team };
}

export default function TeamLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('teams');
  const root = useRootData();
  const { team } = loaderData;
  const base = `/teams/${team.slug}`;
  const links: SectionLink[] = TEAM_LINKS.filter((l) => team.grants.includes(l.permission)).map((l) => ({
    to: base + l.path,
    labelKey: l.labelKey,
    end: l.end,
  }));
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader user={root?.user ?? null} />
      <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-4 py-6 md:flex-row">
        <SectionNav label={t('nav.label')} title={team.name} links={links} />
        <main id="main" className="min-w-0 flex-1">
          <p className="mb-4 flex flex-wrap items-center gap-2 text-sm text-muted">
            <span>{t(`roles.${team.role}`)}</span>
            <TeamBadge status={team.verificationStatus} />
          </p>
          <Outlet />
        </main>
      </div>
      <SiteFooter />
    </div>
  );
}
