import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { uiLocale } from '#app/components/ui/locale.ts';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import type { ContractParty, ContractStep, ContractTerms } from '#common/contract-model.ts';
import { formatDate, formatMoney, formatMonth, formatNumber } from '#common/format.ts';
import { formatKennitala } from '#common/kennitala.ts';
import { formatPhone } from '#common/phone.ts';

// The whole contract, read-only, by section (finish, and the invitation page). With `editBase`
// each section has a "change" link to its step (?return=finish brings one back here).

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-3">
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0 break-words sm:col-span-2">{value}</dd>
    </div>
  );
}

function Section({
  step,
  title,
  editBase,
  children,
}: {
  step: ContractStep;
  title: string;
  editBase?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('contracts');
  return (
    <section className="border-t border-line pt-4" data-testid={`summary-${step}`}>
      <div className="flex items-center justify-between gap-4">
        <h2 className="text-lg font-semibold">{title}</h2>
        {editBase && (
          <Link to={`${editBase}/${step}?return=finish`} className="min-h-11 content-center text-brand-700 underline">
            {t('wizard.change')}
            <span className="sr-only"> {title}</span>
          </Link>
        )}
      </div>
      <dl className="divide-y divide-line">{children}</dl>
    </section>
  );
}

export function ContractSummary({
  terms,
  parties,
  editBase,
}: {
  terms: ContractTerms;
  parties: ContractParty[];
  editBase?: string;
}) {
  const { t, i18n } = useTranslation('contracts');
  const locale = uiLocale(i18n.language);
  const dash = '—';
  const day = (value: string | null) => (value ? formatDate(new Date(`${value}T12:00:00Z`), 'date', locale) : dash);
  const isk = (value: number | null) => (value === null ? dash : formatMoney(value, locale));
  const yes = (value: boolean) => (value ? t('wizard.yes') : t('wizard.no'));
  return (
    <div className="flex flex-col gap-4">
      <Section step="parties" title={t('steps.parties.title')} editBase={editBase}>
        {parties.map((p) => (
          <Row
            key={p.id}
            label={tDynamic(t, `parties.roles.${p.role}`)}
            value={
              <>
                {p.companyName ? `${p.companyName} — ` : ''}
                {p.name || dash}
                <span className="block text-sm text-muted">
                  {[p.kennitala && formatKennitala(p.kennitala), p.email, p.phone && formatPhone(p.phone), p.address]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </>
            }
          />
        ))}
      </Section>
      <Section step="date-time" title={t('steps.date-time.title')} editBase={editBase}>
        <Row
          label={t('steps.date-time.address')}
          value={
            [terms.address, [terms.postcode, terms.municipality].filter(Boolean).join(' ')].filter(Boolean).join(', ') || dash
          }
        />
        <Row label={t('steps.date-time.category')} value={tDynamic(t, `steps.date-time.categories.${terms.category}`)} />
        {terms.units.map((u, i) => (
          <Row
            key={u.id}
            label={`${t('steps.date-time.unit')} ${i + 1}`}
            value={t('steps.date-time.unitLine', {
              fastanumer: u.fastanumer || dash,
              size: formatNumber(u.sizeM2, locale, Number.isInteger(u.sizeM2) ? 0 : 1),
              rooms: formatNumber(u.rooms, locale),
            })}
          />
        ))}
        <Row label={t('steps.date-time.start')} value={day(terms.startDate)} />
        <Row
          label={t('steps.date-time.termKind')}
          value={
            terms.termKind === 'fixed'
              ? `${t('steps.date-time.termKinds.fixed')}: ${day(terms.endDate)}`
              : t('steps.date-time.termKinds.indefinite')
          }
        />
        <Row label={t('steps.date-time.handover')} value={day(terms.handoverDate)} />
      </Section>
      <Section step="price" title={t('steps.price.title')} editBase={editBase}>
        <Row label={t('steps.price.rent')} value={isk(terms.rentIsk)} />
        <Row
          label={t('steps.price.index')}
          value={
            terms.indexType === 'cpi' && terms.indexBaseMonth
              ? t('steps.price.indexLine', {
                  month: formatMonth(terms.indexBaseMonth, locale),
                  value: terms.indexBaseValue === null ? dash : formatNumber(terms.indexBaseValue, locale, 1),
                })
              : t('steps.price.indexNone')
          }
        />
        <Row label={t('steps.price.housingFund')} value={tDynamic(t, `steps.price.payers.${terms.housingFund.payer}`)} />
        <Row label={t('steps.price.electricity')} value={tDynamic(t, `steps.price.payers.${terms.electricity.payer}`)} />
        <Row label={t('steps.price.heating')} value={tDynamic(t, `steps.price.payers.${terms.heating.payer}`)} />
        {terms.otherCosts.map((c) => (
          <Row key={c.description} label={c.description} value={isk(c.amountIsk)} />
        ))}
      </Section>
      <Section step="payments" title={t('steps.payments.title')} editBase={editBase}>
        <Row
          label={t('steps.payments.day')}
          value={
            terms.paymentDay === 'other'
              ? (terms.paymentDayOther ?? dash)
              : tDynamic(t, `steps.payments.days.${terms.paymentDay}`)
          }
        />
        <Row
          label={t('steps.payments.method')}
          value={
            terms.paymentMethod === 'other'
              ? (terms.paymentMethodOther ?? dash)
              : tDynamic(t, `steps.payments.methods.${terms.paymentMethod}`)
          }
        />
        <Row
          label={t('steps.payments.securityType')}
          value={`${tDynamic(t, `steps.payments.security.${terms.securityType}`)}${terms.securityType === 'none' ? '' : `: ${isk(terms.securityAmountIsk)}`}`}
        />
      </Section>
      <Section step="rules" title={t('steps.rules.title')} editBase={editBase}>
        <Row label={t('steps.rules.pets')} value={tDynamic(t, `steps.rules.petRules.${terms.pets}`)} />
        <Row label={t('steps.rules.smoking')} value={yes(terms.smokingAllowed)} />
        <Row label={t('steps.rules.subletting')} value={yes(terms.sublettingAllowed)} />
        <Row label={t('steps.rules.smokeDetectors')} value={terms.smokeDetectors ?? dash} />
        <Row label={t('steps.rules.extinguishers')} value={terms.fireExtinguishers ?? dash} />
        <Row label={t('steps.rules.fireBlanket')} value={yes(terms.fireBlanket)} />
        <Row label={t('steps.rules.escapeRoute')} value={yes(terms.escapeRoute)} />
        {terms.houseRules && (
          <Row label={t('steps.rules.houseRules')} value={<span className="whitespace-pre-line">{terms.houseRules}</span>} />
        )}
        {terms.specialProvisions && (
          <Row
            label={t('steps.rules.specialProvisions')}
            value={<span className="whitespace-pre-line">{terms.specialProvisions}</span>}
          />
        )}
        {terms.fixedTermNoticeGrounds && (
          <Row
            label={t('steps.rules.fixedTermNoticeGrounds')}
            value={<span className="whitespace-pre-line">{terms.fixedTermNoticeGrounds}</span>}
          />
        )}
      </Section>
    </div>
  );
}
