import { useTranslation } from 'react-i18next';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import type { StaffUserRowDto } from '#common/staff-people.ts';
import { Badge } from './page-links.tsx';

/** A person's scope and state as small labels: staff, blocked, unconfirmed, deleted. */
export function UserBadges({ user }: { user: Pick<StaffUserRowDto, 'scope' | 'blocked_at' | 'confirmed' | 'deleted'> }) {
  const { t } = useTranslation();
  return (
    <span className="flex flex-wrap gap-1">
      {user.scope !== 'user' && <Badge tone="info">{tDynamic(t, `man:users.scope.${user.scope}`)}</Badge>}
      {user.blocked_at && <Badge tone="bad">{t('man:users.badge.blocked')}</Badge>}
      {!user.confirmed && <Badge tone="warn">{t('man:users.badge.unconfirmed')}</Badge>}
      {user.deleted && <Badge>{t('man:users.badge.deleted')}</Badge>}
    </span>
  );
}
