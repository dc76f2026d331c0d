import type { TFunction } from 'i18next';
import { formatMoney, formatNumber } from '#common/format.ts';
import type { Locale } from '#common/locales.ts';
import type { FeeDto } from '#common/payment-service.ts';

/** A fee as people read it: "2,5%" or "2,5% + 490 kr.", through the formatting module. */
export function feeText(fee: FeeDto, locale: Locale, t: TFunction): string {
  const percent = formatNumber(
    fee.basis_points / 100,
    locale,
    fee.basis_points % 100 === 0 ? 0 : fee.basis_points % 10 === 0 ? 1 : 2,
  );
  return fee.fixed_isk > 0
    ? t('paymentService:fee.percentAndFixed', { percent, fixed: formatMoney(fee.fixed_isk, locale) })
    : t('paymentService:fee.percent', { percent });
}
