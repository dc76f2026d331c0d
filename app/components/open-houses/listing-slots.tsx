import type { SubmissionResult } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AddSlotForm, AttendeeList, CancelSlotForm } from './managed-slot.tsx';
import { SlotWhen } from './slot-when.tsx';

interface Slot {
  id: string;
  starts_at: string;
  ends_at: string;
  registered: number;
  capacity: number;
  note: string | null;
  cancelled_at: string | null;
  cancel_reason: string | null;
  attendees: { user_id: string; name: string; email: string; phone: string | null }[];
}

/** The date-time tab's open houses: upcoming slots with registered/capacity, cancel, and add one. */
export function ListingSlots({
  slots,
  failed,
}: {
  slots: Slot[];
  failed: { id: string; reply: SubmissionResult<string[]> } | null;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="slots-heading" className="mt-10 flex flex-col gap-4" id="open-houses">
      <div>
        <h2 id="slots-heading" className="text-lg font-bold">
          {t('openHouses:manage.heading')}
        </h2>
        <p className="mt-1 text-sm text-muted">
          {t('openHouses:manage.intro')}{' '}
          <Link to="/landlord/openhouses" className="font-medium text-brand-700 underline">
            {t('openHouses:manage.allLink')}
          </Link>
        </p>
      </div>
      {slots.length === 0 ? (
        <p className="text-muted">{t('openHouses:manage.none')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line rounded-xl border border-line" data-testid="listing-slots">
          {slots.map((slot) => (
            <li key={slot.id} className="flex flex-col gap-2 p-4" data-testid="listing-slot">
              <SlotWhen start={slot.starts_at} end={slot.ends_at} className="font-semibold" />
              <AttendeeList slot={slot} />
              {!slot.cancelled_at && (
                <CancelSlotForm slotId={slot.id} lastResult={failed?.id === slot.id ? failed.reply : undefined} />
              )}
            </li>
          ))}
        </ul>
      )}
      <AddSlotForm lastResult={failed?.id === 'add' ? failed.reply : undefined} />
    </section>
  );
}
