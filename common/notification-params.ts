import { formatMoney } from './format.ts';
import type { Locale } from './locales.ts';

// A notification's params as its words show them (docs/rules/notifications.md): a param whose
// name ends in `Isk` is an amount in krónur, stored as a number and shown in the reader's
// language (289.000 kr., ISK 289,000); anything else as it is.

export function notificationVars(params: Record<string, string | number>, locale: Locale): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [
      key,
      key.endsWith('Isk') && typeof value === 'number' ? formatMoney(value, locale) : String(value),
    ]),
  );
}
