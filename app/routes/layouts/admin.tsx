import { useTranslation } from 'react-i18next';
import type { SectionLink } from '#app/components/layout/section-nav.tsx';
import { SidebarShell } from '#app/components/layout/sidebar-shell.tsx';
import { SiteHeader } from '#app/components/layout/site-header.tsx';
import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { can } from '#server/domain/access/can.ts';
import type { StaffPermission } from '#server/domain/access/permissions.ts';
import type { Route } from './+types/admin';

// The admin layout (/man): staff only, for every page and action below it.
export const handle = { middleware: ['staff'], i18n: ['man', 'manContracts', 'renewals', 'manPayments'] };

/** Staff pages; a link that needs more than the staff role names its permission (the role map decides). */
const ADMIN_LINKS: (SectionLink & { permission?: StaffPermission })[] = [
  { to: '/man', labelKey: 'man:nav.home', end: true },
  { to: '/man/listings', labelKey: 'man:nav.listings', end: true },
  { to: '/man/listings/publishes', labelKey: 'man:nav.publishes', end: true },
  { to: '/man/site-listings', labelKey: 'man:nav.siteListings', end: true },
  { to: '/man/reports', labelKey: 'man:nav.reports', end: true },
  { to: '/man/rental-applications', labelKey: 'man:nav.applications', end: true },
  { to: '/man/users', labelKey: 'man:nav.users' },
  { to: '/man/teams', labelKey: 'man:nav.teams' },
  { to: '/man/hms', labelKey: 'manContracts:nav.registry' },
  { to: '/man/rental-contracts', labelKey: 'manContracts:nav.contracts', end: true },
  { to: '/man/rental-contracts/hms-submits', labelKey: 'manContracts:nav.submits', end: true },
  { to: '/man/rental-contracts/renewals', labelKey: 'renewals:man.title', end: true },
  { to: '/man/rental-contracts/contract-terminations', labelKey: 'manContracts:nav.terminations', end: true },
  { to: '/man/rental-contracts/settings', labelKey: 'manContracts:nav.settings', end: true },
  { to: '/man/rental-contracts/payment-service', labelKey: 'manPayments:nav.service' },
  { to: '/man/payments', labelKey: 'manPayments:nav.payments', end: true },
  {
    to: '/man/payments/settings',
    labelKey: 'manPayments:nav.settings',
    end: true,
    permission: 'staff.payments.settings',
  },
];

export async function loader({ context }: Route.LoaderArgs) {
  const { actor } = serviceFrom(context);
  const granted = ADMIN_LINKS.flatMap((l) => (l.permission && can(actor, l.permission) ? [l.permission] : []));
  return { granted };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const root = useRootData();
  const links = ADMIN_LINKS.filter((l) => !l.permission || loaderData.granted.includes(l.permission)).map(
    ({ permission: _, ...link }) => link,
  );
  return (
    <div className="flex min-h-dvh flex-col bg-subtle">
      <SiteHeader user={root?.user ?? null} />
      <SidebarShell navLabel={t('man:nav.label')} navTitle={t('man:nav.title')} links={links} tone="raised" width="max-w-7xl" />
    </div>
  );
}
