import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The header's link to /inbox, beside the notification bell, with the number of conversations
 * that have unread messages as a badge. Its name says the count in words; the badge is for the eye.
 */
export function InboxLink({ count, className = '' }: { count: number; className?: string }) {
  const { t } = useTranslation();
  const label = count > 0 ? t('inboxLink.unread', { count }) : t('inboxLink.label');
  return (
    <Link
      to="/inbox"
      aria-label={label}
      title={label}
      data-testid="inbox-link"
      className={`relative inline-flex size-11 shrink-0 items-center justify-center rounded-md border border-line text-ink hover:bg-brand-50 ${className}`}
    >
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        className="size-5 shrink-0"
      >
        <path d="M4 5h16v11H9l-5 4z" />
      </svg>
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="inbox-count"
          className="absolute -top-1.5 -right-1.5 min-w-5 rounded-full bg-danger-600 px-1 text-center text-xs leading-5 font-bold text-white ring-2 ring-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
