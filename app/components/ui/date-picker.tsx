import { type CalendarDate, type DateValue, isSameDay } from '@internationalized/date';
import { useContext, useEffect, useState } from 'react';
import {
  Button as AriaButton,
  DatePicker as AriaDatePicker,
  Calendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  CalendarStateContext,
  DateInput,
  DateSegment,
  Dialog,
  Group,
  Label,
  Popover,
  Text,
  type ValidationResult,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { formatDate, monthNames } from '#common/format.ts';
import type { Locale } from '#common/locales.ts';
import { AriaLocaleProvider } from './aria-locale-provider.tsx';
import { datePickerRange, icelandToday, parseIsoDate } from './date-picker-range.ts';
import { FieldMessage } from './field-message.tsx';
import { descriptionClass, fieldClass, inputGroupClass, labelClass } from './field-styles.ts';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';
import { ariaSpeaksOtherLanguage, uiLocale } from './locale.ts';

export interface DatePickerProps {
  label: string;
  description?: string;
  /** Overrides the field's own messages (too early, too late, required). */
  errorMessage?: string;
  value?: CalendarDate | null;
  defaultValue?: CalendarDate | null;
  onChange?: (value: CalendarDate | null) => void;
  /**
   * Today's date, for the allowed range (100 years back to 10 years ahead). Pass it from the
   * loader to have the range from the first render; without it the range is set in the browser
   * after hydration, so the server and the browser render the same thing.
   */
  today?: CalendarDate;
  /** The form receives the date as YYYY-MM-DD under this name. */
  name?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  markOptional?: boolean;
  className?: string;
}

/** Month and year dropdowns for the calendar, so a date decades away is a few keystrokes away. */
function MonthYearPicker({ locale }: { locale: Locale }) {
  const { t } = useTranslation('components');
  const state = useContext(CalendarStateContext);
  if (!state) return null;
  const focused = state.focusedDate;
  const minYear = state.minValue?.year ?? focused.year - 100;
  const maxYear = state.maxValue?.year ?? focused.year + 10;
  const years: number[] = [];
  for (let y = maxYear; y >= minYear; y--) years.push(y);
  const selectClass = 'h-11 min-w-0 rounded-md border border-line bg-white px-2 text-base text-ink';
  return (
    <div className="flex min-w-0 flex-1 justify-center gap-1">
      <select
        aria-label={t('datePicker.month')}
        value={focused.month}
        onChange={(event) => state.setFocusedDate(focused.set({ month: Number(event.target.value) }))}
        className={`${selectClass} flex-1`}
      >
        {monthNames(locale).map((name, index) => (
          <option key={name} value={index + 1}>
            {name}
          </option>
        ))}
      </select>
      <select
        aria-label={t('datePicker.year')}
        value={focused.year}
        onChange={(event) => state.setFocusedDate(focused.set({ year: Number(event.target.value) }))}
        className={`${selectClass} tabular-nums`}
      >
        {years.map((year) => (
          <option key={year} value={year}>
            {year}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A date typed in segments (day, month, year, in the interface language's order) or picked from a
 * calendar (react-aria DatePicker). Dates from 100 years ago to 10 years ahead are allowed.
 */
export function DatePicker({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  today,
  name,
  isRequired,
  isDisabled,
  markOptional = true,
  className = '',
}: DatePickerProps) {
  const { t, i18n } = useTranslation('components');
  const locale = uiLocale(i18n.language);
  // "Today" differs between the server and the browser around midnight: only use it after hydration.
  const todayKey = today?.toString();
  const [reference, setReference] = useState<CalendarDate | null>(today ?? null);
  useEffect(() => {
    setReference((todayKey && parseIsoDate(todayKey)) || icelandToday());
  }, [todayKey]);
  const range = reference ? datePickerRange(reference) : null;

  const placeholders: Record<string, string> = {
    day: t('datePicker.placeholder.day'),
    month: t('datePicker.placeholder.month'),
    year: t('datePicker.placeholder.year'),
  };
  const written = (date: DateValue) => formatDate(date.toString().slice(0, 10), 'date', locale);
  const ownMessage = (validation: ValidationResult): string | undefined => {
    if (errorMessage) return errorMessage;
    const details = validation.validationDetails;
    if (details?.rangeUnderflow && range) return t('datePicker.tooEarly', { date: written(range.minValue) });
    if (details?.rangeOverflow && range) return t('datePicker.tooLate', { date: written(range.maxValue) });
    if (details?.badInput) return t('datePicker.invalid');
    if (details?.valueMissing) return t('field.required');
    if (validation.isInvalid) return t('datePicker.invalid');
    return undefined;
  };

  return (
    <AriaLocaleProvider>
      <AriaDatePicker<CalendarDate>
        value={value}
        defaultValue={defaultValue}
        onChange={(next) => onChange?.(next)}
        minValue={range?.minValue}
        maxValue={range?.maxValue}
        granularity="day"
        name={name}
        isRequired={isRequired}
        isDisabled={isDisabled}
        className={`group ${fieldClass} ${className}`}
      >
        <Label className={labelClass}>
          {label}
          {markOptional && !isRequired && <span className="font-normal text-muted"> ({t('field.optional')})</span>}
        </Label>
        <Group className={`${inputGroupClass} has-[[data-focused]]:border-brand-600 group-data-[invalid]:border-danger-600`}>
          <DateInput className="flex min-h-11 min-w-0 flex-1 items-center px-3 text-base tabular-nums">
            {(segment) => (
              <DateSegment
                segment={segment}
                className={
                  'rounded px-0.5 text-ink outline-none data-[placeholder]:text-muted data-[type=literal]:px-0 ' +
                  'focus:bg-brand-600 focus:text-white'
                }
              >
                {({ text, isPlaceholder, type }) => {
                  if (isPlaceholder) return placeholders[type] ?? text;
                  // Icelandic is formatted as British English (locale.ts): write 14.03.2026, not 14/03/2026.
                  if (type === 'literal' && locale === 'is') return text.replace('/', '.');
                  return text;
                }}
              </DateSegment>
            )}
          </DateInput>
          <AriaButton
            aria-label={t('datePicker.open')}
            className="flex min-h-11 w-11 shrink-0 items-center justify-center border-l border-line text-brand-700 hover:bg-brand-50 data-[pressed]:bg-brand-100"
          >
            <CalendarIcon />
          </AriaButton>
        </Group>
        {description && (
          <Text slot="description" className={descriptionClass}>
            {description}
          </Text>
        )}
        <FieldMessage errorMessage={ownMessage} />
        <Popover
          placement="bottom start"
          containerPadding={8}
          className="overflow-y-auto rounded-lg border border-line bg-white shadow-xl outline-none"
        >
          <Dialog aria-label={t('datePicker.calendar')} className="p-3 outline-none">
            <Calendar<CalendarDate> aria-label={label}>
              <header className="mb-2 flex items-center gap-1">
                <AriaButton
                  slot="previous"
                  aria-label={t('datePicker.previousMonth')}
                  className="flex size-11 shrink-0 items-center justify-center rounded-md text-brand-700 hover:bg-brand-50 data-[disabled]:opacity-40"
                >
                  <ChevronLeftIcon />
                </AriaButton>
                <MonthYearPicker locale={locale} />
                <AriaButton
                  slot="next"
                  aria-label={t('datePicker.nextMonth')}
                  className="flex size-11 shrink-0 items-center justify-center rounded-md text-brand-700 hover:bg-brand-50 data-[disabled]:opacity-40"
                >
                  <ChevronRightIcon />
                </AriaButton>
              </header>
              <CalendarGrid weekdayStyle="short" className="border-collapse">
                <CalendarGridHeader>
                  {(day) => (
                    <CalendarHeaderCell className="size-11 text-center text-xs font-semibold text-muted">
                      {ariaSpeaksOtherLanguage(locale) ? t(`datePicker.weekdays.${day}`, { defaultValue: day }) : day}
                    </CalendarHeaderCell>
                  )}
                </CalendarGridHeader>
                <CalendarGridBody>
                  {(date) => (
                    <CalendarCell
                      date={date}
                      className={({ isSelected }) =>
                        'flex size-11 cursor-default items-center justify-center rounded-full text-base outline-none ' +
                        'hover:bg-brand-50 data-[outside-month]:hidden data-[disabled]:text-muted data-[disabled]:opacity-40 ' +
                        'data-[unavailable]:text-muted data-[unavailable]:line-through ' +
                        'data-[focus-visible]:outline-3 data-[focus-visible]:outline-solid data-[focus-visible]:outline-brand-600 ' +
                        (isSelected ? 'bg-brand-600 font-semibold text-white hover:bg-brand-700 ' : 'text-ink ') +
                        (reference && isSameDay(date, reference) && !isSelected
                          ? 'font-bold text-brand-700 ring-1 ring-brand-600'
                          : '')
                      }
                    />
                  )}
                </CalendarGridBody>
              </CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </AriaDatePicker>
    </AriaLocaleProvider>
  );
}
