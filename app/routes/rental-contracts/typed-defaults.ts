import { formatInputNumber } from '#common/format.ts';
import type { Locale } from '#common/locales.ts';

// The wizard's numbers as the person's language writes them ("339.000", "92,4"), never "339000":
// the step schemas read them back as typed (common/number-parse.ts).

type Row = Record<string, unknown>;
const money = (value: unknown, locale: Locale) => (typeof value === 'number' ? formatInputNumber(value, locale) : value);
const decimal = (value: unknown, locale: Locale) => (typeof value === 'number' ? formatInputNumber(value, locale, 2) : value);
const rows = (value: unknown, each: (row: Row) => Row) => (Array.isArray(value) ? (value as Row[]).map(each) : value);

/** A step's defaults with its amounts and sizes written for the field (counts and the rest unchanged). */
export function typedDefaults(step: string, defaults: Row, locale: Locale): Row {
  switch (step) {
    case 'date-time':
      return { ...defaults, units: rows(defaults.units, (u) => ({ ...u, sizeM2: decimal(u.sizeM2, locale) })) };
    case 'price': {
      const fund = defaults.housingFund as Row | null | undefined;
      return {
        ...defaults,
        rentIsk: money(defaults.rentIsk, locale),
        housingFund: fund ? { ...fund, amountIsk: money(fund.amountIsk, locale) } : fund,
        otherCosts: rows(defaults.otherCosts, (c) => ({ ...c, amountIsk: money(c.amountIsk, locale) })),
      };
    }
    case 'payments':
      return { ...defaults, securityAmountIsk: money(defaults.securityAmountIsk, locale) };
    default:
      return defaults;
  }
}
