import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps, composeRenderProps } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { type ButtonSize, type ButtonVariant, buttonStyles } from './button-styles.ts';
import { SpinnerIcon } from './icons.tsx';

export interface ButtonProps extends Omit<AriaButtonProps, 'className'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  /** Shown before the text; decorative. */
  icon?: ReactNode;
}

/**
 * A button (react-aria: press events that work alike for mouse, touch and keyboard). With
 * isPending it keeps its size, shows a spinner and tells screen readers it is busy.
 */
export function Button({ variant = 'primary', size = 'md', className = '', icon, children, ...props }: ButtonProps) {
  const { t } = useTranslation('components');
  return (
    <AriaButton {...props} className={buttonStyles(variant, size, className)}>
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          {isPending ? <SpinnerIcon /> : icon}
          {content}
          {isPending && <span className="sr-only">{t('button.pending')}</span>}
        </>
      ))}
    </AriaButton>
  );
}
