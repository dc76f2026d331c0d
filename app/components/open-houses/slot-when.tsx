import { useTranslation } from 'react-i18next';
import { uiLocale } from '#app/components/ui/locale.ts';
import { formatDate } from '#common/format.ts';

/** "þriðjudagur 1. desember 2026 kl. 17:00–18:00": a slot or a visit, in Iceland time. */
export function SlotWhen({ start, end, className }: { start: string; end: string; className?: string }) {
  const { i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  return (
    <time dateTime={start} className={className}>
      {`${formatDate(start, 'long', locale)}–${formatDate(end, 'time', locale)}`}
    </time>
  );
}

/** A listing's title in the reader's language (Icelandic unless another is written). */
export function useListingTitle() {
  const { t, i18n } = useTranslation();
  return (listing: { title_is: string | null; title_en: string | null }) =>
    (i18n.language === 'is' ? listing.title_is : (listing.title_en ?? listing.title_is)) ?? t('openHouses:untitled');
}
