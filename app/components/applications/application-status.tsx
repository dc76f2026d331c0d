import { useTranslation } from 'react-i18next';
import { uiLocale } from '#app/components/ui/locale.ts';
import { StatusBadge, type StatusTone } from '#app/components/ui/status-badge.tsx';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import type { ApplicationStatus } from '#common/application-rules.ts';
import { formatDate } from '#common/format.ts';

const TONES: Record<ApplicationStatus, StatusTone> = {
  submitted: 'neutral',
  viewed: 'neutral',
  shortlisted: 'info',
  accepted: 'good',
  declined: 'bad',
  withdrawn: 'muted',
  closed: 'muted',
};

export function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('applications');
  return (
    <StatusBadge tone={TONES[status]} size="md">
      {tDynamic(t, `status.${status}`)}
    </StatusBadge>
  );
}

/** The status timeline, oldest first, each status with its one-line meaning. */
export function ApplicationTimeline({ events }: { events: { status: ApplicationStatus; note: string | null; at: string }[] }) {
  const { t, i18n } = useTranslation('applications');
  const locale = uiLocale(i18n.language);
  return (
    <ol className="mt-3 border-l-2 border-line pl-5" data-testid="timeline">
      {events.map((event) => (
        <li key={`${event.status}-${event.at}`} className="relative pb-4 last:pb-0">
          <span aria-hidden="true" className="absolute -left-[1.72rem] top-1.5 size-3 rounded-full bg-brand-600" />
          <p className="font-semibold">
            {tDynamic(t, `status.${event.status}`)}{' '}
            <time dateTime={event.at} className="font-normal text-muted">
              {formatDate(event.at, 'long', locale)}
            </time>
          </p>
          <p className="text-sm text-muted">{tDynamic(t, `statusMeaning.${event.status}`)}</p>
        </li>
      ))}
    </ol>
  );
}
