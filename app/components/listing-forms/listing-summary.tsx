import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { uiLocale } from '#app/components/ui/locale.ts';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import { dayStart } from '#common/calendar-day.ts';
import { formatDate, formatMoney, formatNumber } from '#common/format.ts';
import type { OwnerListingDto } from '#common/listing-dtos.ts';
import { type AnyWizardStep, stepHref } from './wizard-stepper.tsx';

/** A step opened from the summary comes back to it after saving (?return=summary). */
function fromSummary(href: string | null): string {
  if (!href) return '#';
  return `${href}${href.includes('?') ? '&' : '?'}return=summary`;
}

// The whole listing on one page before it goes to review: each section with a link to change
// it, what is still missing, and "Submit for review".

function Section({
  step,
  listingId,
  title,
  children,
}: {
  step: AnyWizardStep;
  listingId: string;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation(['wizard', 'errors', 'listing']);
  return (
    <section aria-labelledby={`summary-${step}`} className="border-t border-line py-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id={`summary-${step}`} className="text-lg font-semibold">
          {title}
        </h2>
        <Link to={fromSummary(stepHref(step, listingId))} className="min-h-11 content-center px-2 text-brand-700 underline">
          {t('summary.edit')}
          <span className="sr-only">: {title}</span>
        </Link>
      </div>
      <div className="mt-2">{children}</div>
    </section>
  );
}

function Facts({ items }: { items: [string, ReactNode][] }) {
  const shown = items.filter(([, value]) => value !== null && value !== undefined && value !== '');
  return (
    <dl className="grid grid-cols-[minmax(0,1fr)_minmax(0,1.5fr)] gap-x-4 gap-y-1 text-sm">
      {shown.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted">{label}</dt>
          <dd className="[overflow-wrap:anywhere]">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ListingSummary({ listing, errors }: { listing: OwnerListingDto; errors: { field: string; code: string }[] }) {
  const { t, i18n } = useTranslation(['wizard', 'listing', 'errors']);
  const locale = uiLocale(i18n.language);
  const yes = (v: boolean | null) => (v === null ? null : v ? t('summary.yes') : t('summary.no'));
  const num = (v: number | null, digits = 0) => (v === null ? null : formatNumber(v, locale, digits));
  const { location: loc, property: p, description: d, house_rules: r, pricing: pr } = listing;
  const missing = [...new Set([...listing.missing, ...errors.filter((e) => e.code === 'step_incomplete').map((e) => e.field)])];
  const other = errors.filter((e) => e.code !== 'step_incomplete');
  return (
    <div>
      {missing.length > 0 && (
        <div role="alert" className="mb-4 rounded-md border border-warning-100 bg-warning-100 p-4" data-testid="summary-missing">
          <p className="font-semibold">{t('summary.missing')}</p>
          <ul className="mt-2 list-disc pl-6">
            {missing.map((step) => (
              <li key={step}>
                <Link to={fromSummary(stepHref(step as AnyWizardStep, listing.id))} className="underline">
                  {tDynamic(t, `steps.${step}`)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {other.length > 0 && (
        <div
          role="alert"
          className="mb-4 rounded-md border border-danger-600 bg-danger-50 p-3 text-sm font-medium text-danger-600"
        >
          {other.map((e) => (
            <p key={`${e.field}:${e.code}`}>
              {tDynamic(t, [`errors:form.${e.code}`, `errors:codes.${e.code}`, `errors:fields.${e.code}`, 'errors:generic'])}
            </p>
          ))}
        </div>
      )}
      <Section step="location" listingId={listing.id} title={t('steps.location')}>
        <p>
          {loc ? `${loc.street} ${loc.house_number}${loc.unit ? `, ${loc.unit}` : ''}, ${loc.postcode} ${loc.town ?? ''}` : '—'}
        </p>
        {loc?.fastanumer && <p className="text-sm text-muted">{t('summary.fastanumer', { value: loc.fastanumer })}</p>}
      </Section>
      <Section step="property" listingId={listing.id} title={t('steps.property')}>
        <Facts
          items={[
            [t('property.type'), p.type ? tDynamic(t, `listing:propertyType.${p.type}`) : null],
            [t('property.size'), p.size_m2 === null ? null : `${num(p.size_m2, p.size_m2 % 1 ? 1 : 0)} m²`],
            [t('property.rooms'), num(p.rooms)],
            [t('property.bedrooms'), num(p.bedrooms)],
            [t('property.bathrooms'), num(p.bathrooms)],
            [t('property.floor'), num(p.floor)],
            [t('property.elevator'), yes(p.elevator)],
            [t('property.yearBuilt'), p.year_built === null ? null : String(p.year_built)],
            [t('property.amenities'), p.amenities.map((a) => tDynamic(t, `listing:amenity.${a}`)).join(', ')],
          ]}
        />
      </Section>
      <Section step="description" listingId={listing.id} title={t('steps.description')}>
        <p className="font-semibold [overflow-wrap:anywhere]">{d.title_is ?? '—'}</p>
        {d.description_is && (
          <p className="mt-1 line-clamp-4 whitespace-pre-line text-sm [overflow-wrap:anywhere]">{d.description_is}</p>
        )}
        {d.title_en && (
          <p className="mt-3 text-sm text-muted [overflow-wrap:anywhere]">{t('summary.english', { title: d.title_en })}</p>
        )}
      </Section>
      <Section step="house-rules" listingId={listing.id} title={t('steps.house-rules')}>
        <Facts
          items={[
            [t('houseRules.pets'), yes(r.pets_allowed)],
            [t('houseRules.smoking'), yes(r.smoking_allowed)],
            [t('houseRules.subletting'), yes(r.subletting_allowed)],
            [t('houseRules.maxOccupants'), num(r.max_occupants)],
            [t('houseRules.quietHours'), r.quiet_from && r.quiet_to ? `${r.quiet_from}–${r.quiet_to}` : null],
          ]}
        />
      </Section>
      <Section step="photos" listingId={listing.id} title={t('steps.photos')}>
        {listing.photos.length === 0 ? (
          <p>—</p>
        ) : (
          <ul className="flex gap-2 overflow-x-auto" aria-label={t('steps.photos')}>
            {listing.photos.slice(0, 6).map((photo, i) => (
              <li key={photo.id} className="shrink-0">
                <img
                  src={photo.srcset.split(' ')[0]}
                  alt={t('photos.alt', { n: formatNumber(i + 1, locale), total: formatNumber(listing.photos.length, locale) })}
                  width={96}
                  height={72}
                  className="h-18 w-24 rounded-md object-cover"
                />
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section step="pricing" listingId={listing.id} title={t('steps.pricing')}>
        <Facts
          items={[
            [t('pricing.rent'), pr.rent_isk === null ? null : formatMoney(pr.rent_isk, locale)],
            [t('pricing.securityType'), pr.security_type ? tDynamic(t, `listing:securityType.${pr.security_type}`) : null],
            [t('pricing.securityMonths'), pr.security_months ? num(pr.security_months, pr.security_months % 1 ? 1 : 0) : null],
            [t('pricing.availableFrom'), pr.available_from ? formatDate(dayStart(pr.available_from), 'date', locale) : null],
            [
              t('pricing.leaseType'),
              pr.lease_type
                ? pr.lease_type === 'fixed' && pr.lease_months
                  ? t('summary.fixedMonths', { months: pr.lease_months })
                  : tDynamic(t, `listing:leaseType.${pr.lease_type}`)
                : null,
            ],
            [t('pricing.utilities'), pr.utilities_included.map((u) => tDynamic(t, `listing:utility.${u}`)).join(', ')],
          ]}
        />
      </Section>
      <Form
        method="post"
        reloadDocument
        className="mt-2 flex flex-col gap-3 border-t border-line pt-5 sm:flex-row-reverse sm:justify-between"
      >
        <button type="submit" name="intent" value="submit" className={buttonStyles('primary', 'lg', 'w-full sm:w-auto')}>
          {t('summary.submit')}
        </button>
        <button type="submit" name="intent" value="back" className={buttonStyles('secondary', 'lg', 'w-full sm:w-auto')}>
          {t('buttons.back')}
        </button>
      </Form>
    </div>
  );
}
