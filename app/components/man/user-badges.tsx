import { useTranslation } from 'react-i18next';
import { StatusBadge } from '#app/components/ui/status-badge.tsx';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import type { StaffUserRowDto } from '#common/staff-people.ts';

/** A person's scope and state as small labels: staff, blocked, unconfirmed, deleted. */
export function UserBadges({ user }: { user: Pick<StaffUserRowDto, 'scope' | 'blocked_at' | 'confirmed' | 'deleted'> }) {
  const { t } = useTranslation();
  return (
    <span className="flex flex-wrap gap-1">
      {user.scope !== 'user' && <StatusBadge tone="info">{tDynamic(t, `man:users.scope.${user.scope}`)}</StatusBadge>}
      {user.blocked_at && <StatusBadge tone="bad">{t('man:users.badge.blocked')}</StatusBadge>}
      {!user.confirmed && <StatusBadge tone="warn">{t('man:users.badge.unconfirmed')}</StatusBadge>}
      {user.deleted && <StatusBadge>{t('man:users.badge.deleted')}</StatusBadge>}
    </span>
  );
}
