import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { FieldError } from '#app/components/ui/field-error.tsx';
import { FilterLinks } from '#app/components/ui/filter-links.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { StatusBadge, type StatusTone } from '#app/components/ui/status-badge.tsx';
import { dayStart } from '#common/calendar-day.ts';
import { formatDate, formatMoney } from '#common/format.ts';
import type { OfferDto } from '#common/offer-dtos.ts';
import { hoursLeft, OFFER_STATUSES, type OfferStatus } from '#common/offer-rules.ts';

// The pieces both sides' offer pages share: the status as words, the summary of the terms, the
// contract draft an accepted offer stored, a list of offers and the status filter.

const TONES: Record<OfferStatus, StatusTone> = {
  sent: 'info',
  accepted: 'good',
  declined: 'bad',
  withdrawn: 'neutral',
  expired: 'warn',
};

export function OfferStatusBadge({ status }: { status: OfferStatus }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={TONES[status]} size="md" testId="offer-status">
      {t(`offers:status.${status}`)}
    </StatusBadge>
  );
}

/** "3 days left" / "5 hours left", from the server's clock (so server and browser agree). */
export function TimeLeft({ expiresAt, now }: { expiresAt: string; now: string }) {
  const { t } = useTranslation();
  const hours = hoursLeft(new Date(expiresAt), new Date(now));
  if (hours >= 48) return <>{t('offers:timeLeft.days', { count: Math.floor(hours / 24) })}</>;
  return <>{t('offers:timeLeft.hours', { count: hours })}</>;
}

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex flex-col gap-0.5 py-3 sm:flex-row sm:gap-4">
      <dt className="font-medium sm:w-48 sm:shrink-0">{label}</dt>
      <dd className="break-words text-ink" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** The terms of the offer, as a list of label and value. */
export function OfferSummary({ offer, now }: { offer: OfferDto; now: string }) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const money = (n: number) => formatMoney(n, locale);
  const date = (d: string) => formatDate(dayStart(d), 'date', locale);
  return (
    <dl className="divide-y divide-line">
      <Row label={t('offers:summary.rent')} testId="offer-rent">
        {t('offers:summary.perMonth', { amount: money(offer.rent_isk) })}
      </Row>
      <Row label={t('offers:summary.start')}>{date(offer.start_date)}</Row>
      <Row label={t('offers:summary.term')} testId="offer-term">
        {offer.term_months === null
          ? t('offers:summary.indefinite')
          : t('offers:summary.fixed', { count: offer.term_months, end: offer.end_date ? date(offer.end_date) : '' })}
      </Row>
      <Row label={t('offers:summary.security')} testId="offer-security">
        {offer.security_type === 'none'
          ? t('offers:securityType.none')
          : `${t(`offers:securityType.${offer.security_type}`)}: ${money(offer.security_amount_isk)}`}
      </Row>
      {/* The deadline matters while the offer waits, and says why an expired one lapsed; an answered
          or withdrawn offer says its own date above. */}
      {(offer.status === 'sent' || offer.status === 'expired') && (
        <Row label={offer.status === 'sent' ? t('offers:summary.expires') : t('offers:summary.expired')}>
          {formatDate(offer.expires_at, 'long', locale)}
          {offer.status === 'sent' && (
            <span className="ml-2 font-semibold text-brand-800" data-testid="offer-time-left">
              (<TimeLeft expiresAt={offer.expires_at} now={now} />)
            </span>
          )}
        </Row>
      )}
      {offer.message && (
        <Row label={t('offers:summary.message')}>
          <span className="whitespace-pre-line">{offer.message}</span>
        </Row>
      )}
      {offer.response_message && (
        <Row label={offer.status === 'withdrawn' ? t('offers:summary.withdrawReason') : t('offers:summary.declineReason')}>
          <span className="whitespace-pre-line">{offer.response_message}</span>
        </Row>
      )}
    </dl>
  );
}

/** The rental contract draft an accepted offer stored, and what happens next. */
export function ContractDraft({ offer, side }: { offer: OfferDto; side: 'landlord' | 'tenant' }) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const contract = offer.contract;
  if (!contract) return null;
  const date = (d: string | null) => (d ? formatDate(dayStart(d), 'date', locale) : '');
  return (
    <section
      aria-labelledby="contract-title"
      className="mt-8 rounded-xl border border-success-700 bg-white p-4"
      data-testid="contract-draft"
    >
      <h2 id="contract-title" className="text-xl font-semibold">
        {t('offers:contract.title')}
      </h2>
      <p className="mt-2">{t('offers:contract.intro')}</p>
      <dl className="mt-3 divide-y divide-line">
        <Row label={t('offers:contract.status')}>{t('offers:contract.draft')}</Row>
        <Row label={t('offers:contract.parties')}>
          <ul>
            {contract.parties.map((p) => (
              <li key={p.user_id}>
                {p.name} ({t(`offers:contract.role.${p.role}`)})
              </li>
            ))}
          </ul>
        </Row>
        <Row label={t('offers:summary.rent')}>
          {contract.rent_isk !== null && t('offers:summary.perMonth', { amount: formatMoney(contract.rent_isk, locale) })}
        </Row>
        <Row label={t('offers:contract.period')}>
          {contract.end_date
            ? t('offers:contract.fromTo', { start: date(contract.start_date), end: date(contract.end_date) })
            : t('offers:contract.fromIndefinite', { start: date(contract.start_date) })}
        </Row>
        <Row label={t('offers:summary.security')}>
          {contract.security_type === 'none' || !contract.security_type
            ? t('offers:securityType.none')
            : `${t(`offers:securityType.${contract.security_type as OfferDto['security_type']}`)}: ${formatMoney(contract.security_amount_isk ?? 0, locale)}`}
        </Row>
      </dl>
      <h3 className="mt-4 font-semibold">{t('offers:contract.nextTitle')}</h3>
      <ol className="mt-2 list-decimal space-y-1 pl-6">
        <li>{t(`offers:contract.next.${side}.1`)}</li>
        <li>{t(`offers:contract.next.${side}.2`)}</li>
        <li>{t(`offers:contract.next.${side}.3`)}</li>
      </ol>
      {side === 'landlord' && (
        <Link to={`/rental-contracts/${contract.id}`} className={`${buttonStyles('primary')} mt-4`}>
          {t('offers:detail.openDraft')}
        </Link>
      )}
    </section>
  );
}

/** The status filter as links, so it works without JavaScript. */
export function StatusFilter({
  base,
  current,
  counts,
}: {
  base: string;
  current: OfferStatus | null;
  counts?: Record<OfferStatus, number>;
}) {
  const { t } = useTranslation();
  return (
    <FilterLinks
      label={t('offers:list.filterLabel')}
      links={[
        { to: base, label: t('offers:list.all'), active: current === null },
        ...OFFER_STATUSES.map((status) => ({
          to: `${base}?status=${status}`,
          label: counts ? `${t(`offers:status.${status}`)} (${counts[status]})` : t(`offers:status.${status}`),
          active: current === status,
        })),
      ]}
    />
  );
}

/** A list of offers, each linking to its page. */
export function OfferList({
  offers,
  hrefBase,
  side,
  now,
  rowExtra,
}: {
  offers: OfferDto[];
  hrefBase: string;
  side: 'landlord' | 'tenant';
  now: string;
  /** A line added to each row (whose it is, on the landlord's list). */
  rowExtra?: (offer: OfferDto) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  return (
    <ul className="mt-6 divide-y divide-line rounded-xl border border-line">
      {offers.map((offer) => (
        <li key={offer.id} className="flex flex-col gap-2 p-4" data-testid="offer-item">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-lg font-semibold break-words">
              <Link to={`${hrefBase}/${offer.id}`} className="text-brand-700 underline">
                {offer.listing.title}
              </Link>
            </h2>
            <OfferStatusBadge status={offer.status} />
          </div>
          <p className="text-muted break-words">
            {side === 'landlord'
              ? t('offers:list.to', { name: offer.tenant.name })
              : t('offers:list.from', { name: offer.landlord_name })}
            {' · '}
            {t('offers:summary.perMonth', { amount: formatMoney(offer.rent_isk, locale) })}
            {' · '}
            {t('offers:list.starts', { date: formatDate(dayStart(offer.start_date), 'date', locale) })}
          </p>
          {offer.status === 'sent' && (
            <p className="text-sm font-medium text-brand-800">
              <TimeLeft expiresAt={offer.expires_at} now={now} />
            </p>
          )}
          {rowExtra?.(offer)}
        </li>
      ))}
    </ul>
  );
}

/** Keyset paging as links (works without JavaScript): older offers, and back to the newest. */
export function OlderNewer({
  base,
  status,
  cursor,
  nextCursor,
}: {
  base: string;
  status: OfferStatus | null;
  cursor: string | null;
  nextCursor: string | null;
}) {
  const { t } = useTranslation();
  if (!cursor && !nextCursor) return null;
  const href = (c: string | null) => {
    const params = new URLSearchParams();
    if (status) params.set('status', status);
    if (c) params.set('cursor', c);
    const query = params.toString();
    return query ? `${base}?${query}` : base;
  };
  return (
    <nav aria-label={t('offers:list.pages')} className="mt-4 flex flex-wrap gap-3">
      {cursor && (
        <Link to={href(null)} className={buttonStyles('secondary', 'sm')}>
          {t('offers:list.newest')}
        </Link>
      )}
      {nextCursor && (
        <Link to={href(nextCursor)} className={buttonStyles('secondary', 'sm')}>
          {t('offers:list.older')}
        </Link>
      )}
    </nav>
  );
}

/**
 * The landlord's withdraw and the tenant's decline: a plain form (works without JavaScript) with
 * an optional message, its error beside it, the confirming button and a way back.
 */
export function AnswerWithMessage({
  intent,
  label,
  confirm,
  message,
  errors,
}: {
  intent: 'withdraw' | 'decline';
  label: string;
  confirm: string;
  message?: string;
  errors?: string[];
}) {
  const { t } = useTranslation();
  const id = `${intent}-message`;
  return (
    <Form method="post" reloadDocument className="mt-4 flex flex-col gap-3" data-testid={`${intent}-form`}>
      <input type="hidden" name="intent" value={intent} />
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <textarea
        id={id}
        name="message"
        rows={3}
        maxLength={2000}
        defaultValue={message}
        aria-invalid={errors ? true : undefined}
        aria-describedby={`${id}-error`}
        className="rounded-md border border-line p-3 text-base aria-[invalid=true]:border-danger-600"
      />
      <FieldError id={`${id}-error`} errors={errors} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonStyles('danger')}>
          {confirm}
        </button>
        <Link to="?" className={buttonStyles('secondary')}>
          {t('offers:detail.cancel')}
        </Link>
      </div>
    </Form>
  );
}
