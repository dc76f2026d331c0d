import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ariaLocale, uiLocale } from './locale.ts';

/**
 * Tells react-aria the interface language (date segment order, first day of the week, typeahead).
 * Without it react-aria reads the browser's language, which the server does not know, and the
 * page would not hydrate cleanly. DatePicker wraps itself; wrap a layout to cover everything.
 */
export function AriaLocaleProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <I18nProvider locale={ariaLocale(uiLocale(i18n.language))}>{children}</I18nProvider>;
}
