import { useTranslation } from 'react-i18next';
import { formatNumber } from '#common/format.ts';
import type { Locale } from '#common/locales.ts';

/** "84 kB" or "2,4 MB", with the locale's decimal sign and unit. */
export function FileSize({ bytes }: { bytes: number }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  if (bytes < 1024 * 1024) {
    return <>{t('profile:files.kb', { n: formatNumber(Math.max(1, Math.round(bytes / 1024)), locale) })}</>;
  }
  return <>{t('profile:files.mb', { n: formatNumber(bytes / (1024 * 1024), locale, 1) })}</>;
}
