import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#app/components/ui/button.tsx';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { Checkbox } from '#app/components/ui/checkbox.tsx';
import { Dialog } from '#app/components/ui/dialog.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { labelClass } from '#app/components/ui/field-styles.ts';
import { FileInput } from '#app/components/ui/file-input.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { MoneyField } from '#app/components/ui/money-field.tsx';
import { NativeSelect } from '#app/components/ui/native-select.tsx';
import { NumberField } from '#app/components/ui/number-field.tsx';
import { PhoneField } from '#app/components/ui/phone-field.tsx';
import { StatusBadge, type StatusTone } from '#app/components/ui/status-badge.tsx';
import { Stepper, type StepperStep, type StepState } from '#app/components/ui/stepper.tsx';
import { formatNumber } from '#common/format.ts';
import type { ListingStatus } from '#common/listing-rules.ts';

// The parts of app/components/ui that pages use, each with an example from the rental world
// (docs/decisions/0027-one-design-system.md). A part no page uses is not shown: it is deleted.

export const handle = { middleware: ['public'], i18n: ['components', 'listing'] };

const MUNICIPALITIES = [
  'Reykjavík',
  'Kópavogur',
  'Hafnarfjörður',
  'Garðabær',
  'Mosfellsbær',
  'Seltjarnarnes',
  'Akureyri',
  'Reykjanesbær',
  'Árborg',
];

const BADGES: [ListingStatus, StatusTone][] = [
  ['draft', 'neutral'],
  ['in_review', 'info'],
  ['published', 'good'],
  ['paused', 'warn'],
  ['rejected', 'bad'],
  ['archived', 'muted'],
  ['rented_pending', 'info'],
];

const STEP_STATE_KEYS = { done: 'complete', current: 'current', todo: 'upcoming', error: 'upcoming' } as const;

function Section({
  id,
  title,
  code,
  lead,
  children,
}: {
  id: string;
  title: string;
  code: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} id={id} className="scroll-mt-4 border-t border-line py-10">
      <h2 id={`${id}-heading`} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-2xl font-bold">
        {title}
        <code className="rounded bg-subtle px-2 py-0.5 font-mono text-sm font-normal text-muted">{code}</code>
      </h2>
      {lead && <p className="mt-2 max-w-2xl text-muted">{lead}</p>}
      <div className="mt-6">{children}</div>
    </section>
  );
}

const SECTIONS = [
  ['button', 'buttonStyles · Button'],
  ['numberField', 'NumberField'],
  ['moneyField', 'MoneyField'],
  ['phoneField', 'PhoneField'],
  ['select', 'NativeSelect'],
  ['checkbox', 'Checkbox'],
  ['fileInput', 'FileInput'],
  ['dialog', 'Dialog'],
  ['stepper', 'Stepper'],
  ['statusBadge', 'StatusBadge'],
  ['emptyState', 'EmptyState'],
] as const;

type SectionKey = (typeof SECTIONS)[number][0];

export default function ComponentsTesting() {
  const { t, i18n } = useTranslation(['components', 'common', 'listing']);
  const locale = uiLocale(i18n.language);

  const [saving, setSaving] = useState(false);
  const [size, setSize] = useState<number | null>(68);
  const [rent, setRent] = useState<number | null>(289000);
  const [phone, setPhone] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [withdrawn, setWithdrawn] = useState(false);
  const [step, setStep] = useState(2);

  const code = (key: SectionKey) => SECTIONS.find(([k]) => k === key)?.[1] ?? key;
  const s = (key: SectionKey) => ({
    id: key,
    code: code(key),
    title: t(`showcase.${key}.title`),
  });
  const valueNote = (value: string | number | null) => (
    <p className="mt-2 text-sm text-muted">
      {t('showcase.value', {
        value: value === null || value === '' ? t('showcase.empty') : value,
      })}
    </p>
  );

  const steps: StepperStep[] = (['details', 'identity', 'contract', 'deposit', 'handover'] as const).map((id, index) => ({
    key: id,
    label: t(`showcase.stepper.steps.${id}`),
    href: null,
    state: index < step ? 'done' : index === step ? 'current' : 'todo',
  }));
  const shown = Math.min(step, steps.length - 1);
  const types = ['apartment', 'house', 'terraced', 'room', 'studio'] as const;

  return (
    <>
      <title>{`${t('common:brand.name')} · ${t('showcase.title')}`}</title>
      <div className="mx-auto max-w-6xl px-4 py-10">
        <h1 className="text-3xl font-bold leading-tight sm:text-4xl">{t('showcase.title')}</h1>
        <p className="mt-3 max-w-2xl text-lg text-muted">{t('showcase.intro')}</p>
        <p className="mt-4 max-w-2xl rounded-lg border border-line bg-warning-100 p-4 text-ink">{t('showcase.exampleNote')}</p>

        <nav aria-labelledby="contents-heading" className="mt-8">
          <h2 id="contents-heading" className="text-lg font-semibold">
            {t('showcase.contents')}
          </h2>
          <ul className="mt-3 grid grid-cols-2 gap-x-6 lg:grid-cols-4">
            {SECTIONS.map(([key]) => (
              <li key={key}>
                <a
                  href={`#${key}`}
                  className="inline-flex min-h-11 items-center text-brand-700 underline underline-offset-4 hover:text-brand-800"
                >
                  {t(`showcase.${key}.title`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        <div className="mt-10">
          <Section {...s('button')} lead={t('showcase.button.lead')}>
            <div className="flex flex-wrap gap-3">
              <button type="button" className={buttonStyles('primary')}>
                {t('showcase.button.apply')}
              </button>
              <button type="button" className={buttonStyles('secondary')}>
                {t('showcase.button.saveDraft')}
              </button>
              <button type="button" className={buttonStyles('danger')}>
                {t('showcase.button.delete')}
              </button>
              <button type="button" className={buttonStyles('ghost')}>
                {t('showcase.button.cancel')}
              </button>
            </div>
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <button type="button" className={buttonStyles('primary', 'sm')}>
                {t('showcase.button.small')}
              </button>
              <button type="button" className={buttonStyles('primary', 'md')}>
                {t('showcase.button.medium')}
              </button>
              <button type="button" className={buttonStyles('primary', 'lg')}>
                {t('showcase.button.large')}
              </button>
              <button type="button" disabled className={buttonStyles('secondary')}>
                {t('showcase.button.disabled')}
              </button>
            </div>
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <Button
                isPending={saving}
                onPress={() => {
                  setSaving(true);
                  window.setTimeout(() => setSaving(false), 2000);
                }}
              >
                {t('showcase.button.pending')}
              </Button>
              <p className="text-sm text-muted">{t('showcase.button.tryPending')}</p>
            </div>
          </Section>

          <Section {...s('numberField')} lead={t('showcase.numberField.lead')}>
            <div className="grid max-w-xl grid-cols-1 gap-6 sm:grid-cols-2">
              <div>
                <NumberField
                  label={t('showcase.numberField.size')}
                  description={t('showcase.numberField.sizeDescription')}
                  suffix="m²"
                  suffixLabel={t('showcase.numberField.sizeUnit')}
                  value={size}
                  onChange={setSize}
                  minValue={10}
                  maxValue={1000}
                  name="size"
                  isRequired
                />
                {valueNote(size)}
              </div>
              <NumberField label={t('showcase.numberField.rooms')} defaultValue={3} minValue={1} maxValue={10} name="rooms" />
            </div>
          </Section>

          <Section {...s('moneyField')} lead={t('showcase.moneyField.lead')}>
            <div className="grid max-w-xl grid-cols-1 gap-6 sm:grid-cols-2">
              <div>
                <MoneyField
                  label={t('showcase.moneyField.rent')}
                  description={t('showcase.moneyField.rentDescription')}
                  value={rent}
                  onChange={setRent}
                  name="rent"
                  isRequired
                />
                {valueNote(rent)}
              </div>
              <MoneyField
                label={t('showcase.moneyField.deposit')}
                description={t('showcase.moneyField.depositDescription')}
                value={rent === null ? null : rent * 3}
                isReadOnly
                hideStepper
              />
            </div>
          </Section>

          <Section {...s('phoneField')} lead={t('showcase.phoneField.lead')}>
            <form
              className="grid max-w-sm gap-4"
              onSubmit={(event) => {
                event.preventDefault();
                setSent(true);
              }}
            >
              <PhoneField
                name="phone"
                description={t('showcase.phoneField.description')}
                isRequired
                onChange={(e164) => setPhone(e164)}
              />
              {valueNote(phone)}
              <div>
                <button type="submit" className={buttonStyles('secondary')}>
                  {t('showcase.form.submit')}
                </button>
              </div>
              {sent && (
                <p role="status" className="text-sm text-success-700">
                  {t('showcase.form.ok')}
                </p>
              )}
            </form>
          </Section>

          <Section {...s('select')} lead={t('showcase.select.lead')}>
            <div className="grid max-w-xl grid-cols-1 gap-6 sm:grid-cols-2">
              <div className="flex flex-col gap-1.5">
                <label htmlFor="showcase-municipality" className={labelClass}>
                  {t('showcase.select.municipality')}
                </label>
                <NativeSelect id="showcase-municipality" name="municipality" defaultValue="Reykjavík" required>
                  {MUNICIPALITIES.map((m) => (
                    <option key={m} value={m}>
                      {m}
                    </option>
                  ))}
                </NativeSelect>
              </div>
              <div className="flex flex-col gap-1.5">
                <label htmlFor="showcase-type" className={labelClass}>
                  {t('showcase.select.type')}
                </label>
                <NativeSelect id="showcase-type" name="type" size="lg">
                  {types.map((id) => (
                    <option key={id} value={id}>
                      {t(`showcase.select.types.${id}`)}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            </div>
          </Section>

          <Section {...s('checkbox')}>
            <div className="flex max-w-xl flex-col">
              <Checkbox defaultSelected description={t('showcase.checkbox.petsDescription')}>
                {t('showcase.checkbox.pets')}
              </Checkbox>
              <Checkbox>{t('showcase.checkbox.furnished')}</Checkbox>
              <Checkbox isRequired>{t('showcase.checkbox.terms')}</Checkbox>
            </div>
          </Section>

          <Section {...s('fileInput')} lead={t('showcase.fileInput.lead')}>
            <div className="flex max-w-xl flex-col gap-1.5">
              <label htmlFor="showcase-file" className={labelClass}>
                {t('showcase.fileInput.label')}
              </label>
              <FileInput id="showcase-file" name="file" accept="application/pdf,image/*" />
            </div>
          </Section>

          <Section {...s('dialog')} lead={t('showcase.dialog.lead')}>
            <Dialog
              title={t('showcase.dialog.heading')}
              role="alertdialog"
              trigger={<Button variant="danger">{t('showcase.dialog.open')}</Button>}
              actions={(close) => (
                <>
                  <Button variant="secondary" onPress={close}>
                    {t('showcase.dialog.keep')}
                  </Button>
                  <Button
                    variant="danger"
                    onPress={() => {
                      close();
                      setWithdrawn(true);
                    }}
                  >
                    {t('showcase.dialog.confirm')}
                  </Button>
                </>
              )}
            >
              <p>{t('showcase.dialog.body')}</p>
            </Dialog>
            {withdrawn && (
              <p role="status" className="mt-3 text-sm text-muted">
                {t('showcase.dialog.withdrawn')}
              </p>
            )}
          </Section>

          <Section {...s('stepper')}>
            <Stepper
              steps={steps}
              label={t('showcase.stepper.label')}
              summary={`${t('stepper.stepOf', {
                step: formatNumber(shown + 1, locale),
                total: formatNumber(steps.length, locale),
              })}: ${steps[shown].label}`}
              stateLabel={(state: StepState) => t(`stepper.${STEP_STATE_KEYS[state]}`)}
            />
            <div className="mt-6 flex flex-wrap gap-3">
              <Button variant="secondary" isDisabled={step <= 0} onPress={() => setStep((n) => n - 1)}>
                {t('showcase.stepper.back')}
              </Button>
              <Button isDisabled={step >= steps.length} onPress={() => setStep((n) => n + 1)}>
                {t('showcase.stepper.forward')}
              </Button>
            </div>
          </Section>

          <Section {...s('statusBadge')} lead={t('showcase.statusBadge.lead')}>
            <ul className="flex flex-wrap gap-2">
              {BADGES.map(([status, tone]) => (
                <li key={status}>
                  <StatusBadge tone={tone}>{t(`listing:status.${status}`)}</StatusBadge>
                </li>
              ))}
              <li>
                <StatusBadge tone="good" size="md">
                  {t('listing:status.published')}
                </StatusBadge>
              </li>
            </ul>
          </Section>

          <Section {...s('emptyState')}>
            <EmptyState
              title={t('showcase.emptyState.heading')}
              text={t('showcase.emptyState.text')}
              action={
                <a href="/listings" className={buttonStyles('primary')}>
                  {t('showcase.emptyState.action')}
                </a>
              }
            />
          </Section>
        </div>
      </div>
    </>
  );
}
