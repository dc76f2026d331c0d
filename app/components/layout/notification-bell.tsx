import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BellIcon } from '#app/components/ui/icons.tsx';

/**
 * The header's link to /account/notifications, with the unread count as a badge. Its name says
 * the count in words ("Tilkynningar, 3 ólesnar"); the badge itself is only for the eye.
 */
export function NotificationBell({ count, className = '' }: { count: number; className?: string }) {
  const { t } = useTranslation();
  const label = count > 0 ? t('account.notificationsUnread', { count }) : t('nav.notifications');
  return (
    <Link
      to="/account/notifications"
      aria-label={label}
      title={label}
      data-testid="notification-bell"
      className={`relative inline-flex size-11 shrink-0 items-center justify-center rounded-md border border-line text-ink hover:bg-brand-50 ${className}`}
    >
      <BellIcon className="size-5" />
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="notification-count"
          className="absolute -top-1.5 -right-1.5 min-w-5 rounded-full bg-danger-600 px-1 text-center text-xs leading-5 font-bold text-white ring-2 ring-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
