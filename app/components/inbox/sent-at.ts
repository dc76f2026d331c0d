import { useTranslation } from 'react-i18next';
import { uiLocale } from '#app/components/ui/locale.ts';
import { formatDate } from '#common/format.ts';

/** When a message was sent: the date and the time. */
export function useSentAt() {
  const { i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  return (iso: string) => `${formatDate(iso, 'date', locale)} ${formatDate(iso, 'time', locale)}`;
}
