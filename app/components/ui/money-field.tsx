import { useTranslation } from 'react-i18next';
import { NumberField, type NumberFieldProps } from './number-field.tsx';

export interface MoneyFieldProps extends Omit<NumberFieldProps, 'fractionDigits' | 'suffix' | 'suffixLabel'> {}

/**
 * An amount in whole Icelandic krónur: the number in the interface language's grouping
 * (289.000 kr. / 289,000 kr.), "kr." after it, steps of 1.000 kr. and no negative amounts
 * unless minValue says otherwise. The form receives whole krónur ("289000").
 */
export function MoneyField({ minValue = 0, step = 1000, ...props }: MoneyFieldProps) {
  const { t } = useTranslation('components');
  return (
    <NumberField
      {...props}
      minValue={minValue}
      step={step}
      fractionDigits={0}
      suffix={t('money.suffix')}
      suffixLabel={t('money.unit')}
    />
  );
}
