import { useTranslation } from 'react-i18next';
import type { TeamVerificationStatus } from '#common/team-rules.ts';

/**
 * The "verified" badge of a team staff have checked (shown on its listings, the listing page's
 * landlord card and its own pages). Nothing is shown for a team that is not verified.
 */
export function TeamBadge({ status }: { status: TeamVerificationStatus | string | null | undefined }) {
  const { t } = useTranslation('common');
  if (status !== 'verified') return null;
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-success-700 ring-1 ring-success-700/30">
      <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5" fill="currentColor">
        <path d="M8 0l2 2.2 3-.4.4 3L16 8l-2.6 3.2-.4 3-3-.4L8 16l-2-2.2-3 .4-.4-3L0 8l2.6-3.2.4-3 3 .4z" />
        <path d="M6.8 10.6L4.4 8.2l1-1 1.4 1.4 3.8-3.8 1 1z" fill="white" />
      </svg>
      {t('team.verified')}
    </span>
  );
}
