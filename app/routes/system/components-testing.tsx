import { CalendarDate } from '@internationalized/date';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AriaLocaleProvider } from '#app/components/ui/aria-locale-provider.tsx';
import { Button } from '#app/components/ui/button.tsx';
import { Carousel } from '#app/components/ui/carousel.tsx';
import { Checkbox } from '#app/components/ui/checkbox.tsx';
import { DataTable, type DataTableColumn } from '#app/components/ui/data-table.tsx';
import { DatePicker } from '#app/components/ui/date-picker.tsx';
import { parseIsoDate } from '#app/components/ui/date-picker-range.ts';
import { Dialog } from '#app/components/ui/dialog.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { HouseIcon } from '#app/components/ui/icons.tsx';
import { KennitalaField } from '#app/components/ui/kennitala-field.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { MoneyField } from '#app/components/ui/money-field.tsx';
import { Notification } from '#app/components/ui/notification.tsx';
import { NumberField } from '#app/components/ui/number-field.tsx';
import { PhoneField } from '#app/components/ui/phone-field.tsx';
import { Radio, RadioGroup } from '#app/components/ui/radio-group.tsx';
import { Select } from '#app/components/ui/select.tsx';
import { Skeleton } from '#app/components/ui/skeleton.tsx';
import { Snackbar } from '#app/components/ui/snackbar.tsx';
import { Stepper, type StepperStep, type StepState } from '#app/components/ui/stepper.tsx';
import { Tab, TabList, TabPanel, Tabs } from '#app/components/ui/tabs.tsx';
import { TextField } from '#app/components/ui/text-field.tsx';
import { Toast, type ToastTone } from '#app/components/ui/toast.tsx';
import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { dayOf } from '#common/calendar-day.ts';
import { formatDate, formatMoney, formatNumber } from '#common/format.ts';
import type { Locale } from '#common/locales.ts';
import type { Route } from './+types/components-testing';

export const handle = { middleware: ['public'], i18n: ['components'] };

/** Today's date in Iceland (UTC all year), decided once on the server so both renders agree. */
export function loader({ context }: Route.LoaderArgs) {
  return { today: dayOf(serviceFrom(context).now()) };
}

// ---------------------------------------------------------------------------------------------
// Example data: made-up homes, generated the same way on the server and in the browser.

interface Listing {
  id: number;
  street: string;
  houseNumber: number;
  postcode: string;
  town: string;
  size: number;
  rooms: number;
  rent: number;
  /** Days from today until the home is free. */
  availableIn: number;
}

const TOWNS: { town: string; factor: number; streets: [string, string][] }[] = [
  {
    town: 'Reykjavík',
    factor: 1.1,
    streets: [
      ['Laugavegur', '101'],
      ['Hverfisgata', '101'],
      ['Skólavörðustígur', '101'],
      ['Bergstaðastræti', '101'],
      ['Njálsgata', '101'],
      ['Hringbraut', '107'],
      ['Hofsvallagata', '107'],
      ['Háaleitisbraut', '108'],
      ['Langholtsvegur', '104'],
      ['Rauðalækur', '105'],
    ],
  },
  {
    town: 'Kópavogur',
    factor: 1,
    streets: [
      ['Hamraborg', '200'],
      ['Digranesvegur', '200'],
      ['Álfhólsvegur', '200'],
      ['Lindasmári', '201'],
      ['Salavegur', '201'],
      ['Vatnsendavegur', '203'],
    ],
  },
  {
    town: 'Hafnarfjörður',
    factor: 0.95,
    streets: [
      ['Strandgata', '220'],
      ['Reykjavíkurvegur', '220'],
      ['Álfaskeið', '220'],
      ['Hraunbrún', '220'],
      ['Kirkjuvellir', '221'],
    ],
  },
  {
    town: 'Akureyri',
    factor: 0.8,
    streets: [
      ['Hafnarstræti', '600'],
      ['Brekkugata', '600'],
      ['Þingvallastræti', '600'],
      ['Glerárgata', '600'],
      ['Skarðshlíð', '603'],
    ],
  },
];

/** A small seeded random number generator (mulberry32): the same numbers every time. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function exampleListings(count: number): Listing[] {
  const random = seeded(354);
  return Array.from({ length: count }, (_, i) => {
    const place = TOWNS[i % TOWNS.length];
    const [street, postcode] = place.streets[Math.floor(random() * place.streets.length)];
    const size = 35 + Math.floor(random() * 95);
    const rooms = size < 45 ? 1 : size < 65 ? 2 : size < 90 ? 3 : size < 115 ? 4 : 5;
    const rent = Math.round((size * 4200 * place.factor + 40000 + random() * 30000) / 1000) * 1000;
    const availableIn = 3 + Math.floor(random() * 90);
    return {
      id: i + 1,
      street,
      houseNumber: 1 + Math.floor(random() * 60),
      postcode,
      town: place.town,
      size,
      rooms,
      rent,
      availableIn,
    };
  });
}

const LISTINGS = exampleListings(45);
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

// ---------------------------------------------------------------------------------------------

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

function ListingCard({ listing, locale }: { listing: Listing; locale: Locale }) {
  const { t } = useTranslation(['components', 'common']);
  const tints = [
    'from-brand-100 to-brand-50',
    'from-warning-100 to-brand-50',
    'from-brand-50 to-subtle',
    'from-danger-50 to-brand-50',
  ];
  return (
    <article className="overflow-hidden rounded-xl border border-line bg-white">
      <div
        aria-hidden="true"
        className={`flex h-40 items-center justify-center bg-gradient-to-br ${tints[listing.id % tints.length]} text-brand-700 sm:h-56`}
      >
        <HouseIcon className="size-16 opacity-70" />
      </div>
      <div className="p-4">
        <h3 className="text-lg font-semibold">
          {listing.street} {listing.houseNumber}
        </h3>
        <p className="text-muted">
          {listing.postcode} {listing.town}
        </p>
        <p className="mt-2 text-sm text-muted">
          {formatNumber(listing.size, locale)} m² ·{' '}
          {t('showcase.carousel.rooms', {
            rooms: formatNumber(listing.rooms, locale),
          })}
        </p>
        <p className="mt-2 text-xl font-bold text-brand-800">{formatMoney(listing.rent, locale)}</p>
      </div>
    </article>
  );
}

const SECTIONS = [
  ['button', 'Button'],
  ['textField', 'TextField'],
  ['numberField', 'NumberField'],
  ['moneyField', 'MoneyField'],
  ['kennitalaField', 'KennitalaField'],
  ['phoneField', 'PhoneField'],
  ['select', 'Select'],
  ['checkbox', 'Checkbox'],
  ['radioGroup', 'RadioGroup'],
  ['datePicker', 'DatePicker'],
  ['dialog', 'Dialog'],
  ['tabs', 'Tabs'],
  ['stepper', 'Stepper'],
  ['dataTable', 'DataTable'],
  ['snackbar', 'Snackbar'],
  ['toast', 'Toast'],
  ['notification', 'Notification'],
  ['carousel', 'Carousel'],
  ['emptyState', 'EmptyState'],
  ['skeleton', 'Skeleton'],
] as const;

type SectionKey = (typeof SECTIONS)[number][0];

export default function ComponentsTesting({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(['components', 'common']);
  const locale = uiLocale(i18n.language);
  // From the loader, so the server and the browser agree on it.
  const today = useMemo(() => parseIsoDate(loaderData.today) ?? new CalendarDate(2026, 1, 1), [loaderData.today]);

  const [saving, setSaving] = useState(false);
  const [size, setSize] = useState<number | null>(68);
  const [rent, setRent] = useState<number | null>(289000);
  const [phone, setPhone] = useState<string | null>(null);
  const [municipality, setMunicipality] = useState<string | null>('Reykjavík');
  const [moveIn, setMoveIn] = useState<CalendarDate | null>(null);
  const [step, setStep] = useState(2);
  const [snackbar, setSnackbar] = useState(0);
  const [toast, setToast] = useState<{
    key: number;
    message: string;
    tone: ToastTone;
  } | null>(null);
  const [notification, setNotification] = useState(0);

  const showToast = (message: string, tone: ToastTone = 'success') => setToast({ key: Date.now(), message, tone });
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

  const columns: DataTableColumn<Listing>[] = [
    {
      id: 'address',
      header: t('showcase.dataTable.address'),
      isRowHeader: true,
      cell: (l) => `${l.street} ${l.houseNumber}`,
    },
    {
      id: 'place',
      header: t('showcase.dataTable.place'),
      cell: (l) => `${l.postcode} ${l.town}`,
    },
    {
      id: 'size',
      header: t('showcase.dataTable.size'),
      align: 'end',
      cell: (l) => `${formatNumber(l.size, locale)} m²`,
    },
    {
      id: 'rooms',
      header: t('showcase.dataTable.rooms'),
      align: 'end',
      cell: (l) => formatNumber(l.rooms, locale),
    },
    {
      id: 'available',
      header: t('showcase.dataTable.available'),
      cell: (l) => formatDate(today.add({ days: l.availableIn }).toString(), 'date', locale),
    },
    {
      id: 'rent',
      header: t('showcase.dataTable.rent'),
      align: 'end',
      cell: (l) => formatMoney(l.rent, locale),
    },
  ];

  const steps: StepperStep[] = (['details', 'identity', 'contract', 'deposit', 'handover'] as const).map((id, index) => ({
    key: id,
    label: t(`showcase.stepper.steps.${id}`),
    href: null,
    state: index < step ? 'done' : index === step ? 'current' : 'todo',
  }));
  const STEP_STATE_KEYS = { done: 'complete', current: 'current', todo: 'upcoming', error: 'upcoming' } as const;
  const types = (['apartment', 'house', 'terraced', 'room', 'studio'] as const).map((id) => ({
    id,
    label: t(`showcase.select.types.${id}`),
  }));
  const featured = [LISTINGS[0], LISTINGS[5], LISTINGS[10], LISTINGS[15], LISTINGS[3]];

  return (
    <AriaLocaleProvider>
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
              <Button variant="primary">{t('showcase.button.apply')}</Button>
              <Button variant="secondary">{t('showcase.button.saveDraft')}</Button>
              <Button variant="danger">{t('showcase.button.delete')}</Button>
              <Button variant="ghost">{t('showcase.button.cancel')}</Button>
            </div>
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <Button size="sm">{t('showcase.button.small')}</Button>
              <Button size="md">{t('showcase.button.medium')}</Button>
              <Button size="lg">{t('showcase.button.large')}</Button>
              <Button isDisabled variant="secondary">
                {t('showcase.button.disabled')}
              </Button>
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

          <Section {...s('textField')} lead={t('showcase.textField.lead')}>
            <div className="grid max-w-xl gap-6">
              <TextField
                label={t('showcase.textField.name')}
                description={t('showcase.textField.nameDescription')}
                isRequired
                autoComplete="name"
                defaultValue="Anna Jónsdóttir"
              />
              <TextField
                label={t('showcase.textField.message')}
                placeholder={t('showcase.textField.messagePlaceholder')}
                multiline
                maxLength={1000}
              />
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

          <Section {...s('kennitalaField')} lead={t('showcase.kennitalaField.lead')}>
            <div className="max-w-sm">
              <KennitalaField name="kennitala" isRequired />
            </div>
          </Section>

          <Section {...s('phoneField')} lead={t('showcase.phoneField.lead')}>
            <form
              className="grid max-w-sm gap-4"
              onSubmit={(event) => {
                event.preventDefault();
                showToast(t('showcase.form.ok'));
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
                <Button type="submit" variant="secondary">
                  {t('showcase.form.submit')}
                </Button>
              </div>
            </form>
          </Section>

          <Section {...s('select')} lead={t('showcase.select.lead')}>
            <div className="grid max-w-xl grid-cols-1 gap-6 sm:grid-cols-2">
              <Select
                label={t('showcase.select.municipality')}
                options={MUNICIPALITIES.map((m) => ({ id: m, label: m }))}
                value={municipality}
                onChange={setMunicipality}
                name="municipality"
                isRequired
              />
              <Select label={t('showcase.select.type')} options={types} name="type" />
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

          <Section {...s('radioGroup')}>
            <RadioGroup label={t('showcase.radioGroup.label')} defaultValue="indefinite" name="term" isRequired>
              <Radio value="indefinite" description={t('showcase.radioGroup.indefiniteDescription')}>
                {t('showcase.radioGroup.indefinite')}
              </Radio>
              <Radio value="fixed">{t('showcase.radioGroup.fixed')}</Radio>
              <Radio value="short">{t('showcase.radioGroup.short')}</Radio>
            </RadioGroup>
          </Section>

          <Section {...s('datePicker')} lead={t('showcase.datePicker.lead')}>
            <div className="grid max-w-xl grid-cols-1 gap-6 sm:grid-cols-2">
              <div>
                <DatePicker
                  label={t('showcase.datePicker.moveIn')}
                  today={today}
                  value={moveIn}
                  onChange={setMoveIn}
                  name="moveIn"
                  isRequired
                />
                {moveIn && (
                  <p className="mt-2 text-sm text-muted">
                    {t('showcase.datePicker.chosen', {
                      date: formatDate(moveIn.toString(), 'date', locale),
                    })}
                  </p>
                )}
              </div>
              <DatePicker label={t('showcase.datePicker.birthDate')} today={today} name="birthDate" />
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
                      showToast(t('showcase.dialog.withdrawn'), 'info');
                    }}
                  >
                    {t('showcase.dialog.confirm')}
                  </Button>
                </>
              )}
            >
              <p>{t('showcase.dialog.body')}</p>
            </Dialog>
          </Section>

          <Section {...s('tabs')}>
            <Tabs className="max-w-2xl">
              <TabList aria-label={t('showcase.tabs.label')}>
                <Tab id="description">{t('showcase.tabs.description')}</Tab>
                <Tab id="location">{t('showcase.tabs.location')}</Tab>
                <Tab id="terms">{t('showcase.tabs.terms')}</Tab>
              </TabList>
              <TabPanel id="description">{t('showcase.tabs.descriptionText')}</TabPanel>
              <TabPanel id="location">{t('showcase.tabs.locationText')}</TabPanel>
              <TabPanel id="terms">{t('showcase.tabs.termsText')}</TabPanel>
            </Tabs>
          </Section>

          <Section {...s('stepper')}>
            <Stepper
              steps={steps}
              label={t('showcase.stepper.label')}
              summary={`${t('stepper.stepOf', {
                step: formatNumber(Math.min(step, steps.length - 1) + 1, locale),
                total: formatNumber(steps.length, locale),
              })}: ${steps[Math.min(step, steps.length - 1)].label}`}
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

          <Section {...s('dataTable')} lead={t('showcase.dataTable.lead')}>
            <DataTable label={t('showcase.dataTable.label')} columns={columns} rows={LISTINGS} />
          </Section>

          <Section {...s('snackbar')} lead={t('showcase.snackbar.lead')}>
            <Button variant="secondary" onPress={() => setSnackbar((n) => n + 1)}>
              {t('showcase.snackbar.show')}
            </Button>
          </Section>

          <Section {...s('toast')} lead={t('showcase.toast.lead')}>
            <Button variant="secondary" onPress={() => showToast(t('showcase.toast.message'))}>
              {t('showcase.toast.show')}
            </Button>
          </Section>

          <Section {...s('notification')} lead={t('showcase.notification.lead')}>
            <Button variant="secondary" onPress={() => setNotification((n) => n + 1)}>
              {t('showcase.notification.show')}
            </Button>
          </Section>

          <Section {...s('carousel')} lead={t('showcase.carousel.lead')}>
            <Carousel
              label={t('showcase.carousel.label')}
              className="max-w-md"
              slides={featured.map((listing) => ({
                id: String(listing.id),
                content: <ListingCard listing={listing} locale={locale} />,
              }))}
            />
          </Section>

          <Section {...s('emptyState')}>
            <EmptyState
              title={t('showcase.emptyState.heading')}
              text={t('showcase.emptyState.text')}
              action={<Button variant="primary">{t('showcase.emptyState.action')}</Button>}
            />
          </Section>

          <Section {...s('skeleton')} lead={t('showcase.skeleton.lead')}>
            <div className="grid max-w-3xl grid-cols-1 gap-6 sm:grid-cols-2">
              <Skeleton media label={t('showcase.skeleton.label')} />
              <Skeleton lines={4} />
            </div>
          </Section>
        </div>
      </div>

      <Snackbar
        open={snackbar > 0}
        messageKey={snackbar}
        onClose={() => setSnackbar(0)}
        message={t('showcase.snackbar.message')}
        actionLabel={t('showcase.snackbar.undo')}
        onAction={() => showToast(t('showcase.snackbar.undone'), 'info')}
      />
      <Toast
        open={toast !== null}
        messageKey={toast?.key}
        onClose={() => setToast(null)}
        message={toast?.message ?? ''}
        tone={toast?.tone}
      />
      <Notification
        open={notification > 0}
        messageKey={notification}
        onClose={() => setNotification(0)}
        title={t('showcase.notification.heading')}
      >
        {t('showcase.notification.text')}
      </Notification>
    </AriaLocaleProvider>
  );
}
