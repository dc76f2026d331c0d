import { useTranslation } from 'react-i18next';
import { uiLocale } from '#app/components/ui/locale.ts';
import { formatMoney, formatNumber } from '#common/format.ts';

/** How much the offered rent differs from the current one each month: "+8.000 kr. (3,5 %) á mánuði". */
export function RentChange({ from, to }: { from: number; to: number }) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const diff = to - from;
  if (diff === 0) return <>{t('renewals:request.rentSame')}</>;
  const percent = Math.round((Math.abs(diff) / from) * 1000) / 10;
  return (
    <>
      {t('renewals:request.rentChange', {
        sign: diff > 0 ? '+' : '−',
        amount: formatMoney(Math.abs(diff), locale),
        percent: formatNumber(percent, locale, Number.isInteger(percent) ? 0 : 1),
      })}
    </>
  );
}
