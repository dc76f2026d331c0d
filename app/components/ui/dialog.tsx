import type { ReactElement, ReactNode } from 'react';
import { Button as AriaButton, Dialog as AriaDialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons.tsx';

export interface DialogProps {
  /** The visible title, which also names the dialog for screen readers. */
  title: string;
  /** The element that opens the dialog (a Button); leave out when isOpen is controlled. */
  trigger?: ReactElement;
  /** The content; a function receives `close`. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /** Buttons at the bottom (Cancel / Confirm); a function receives `close`. */
  actions?: ReactNode | ((close: () => void) => ReactNode);
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** 'alertdialog' for confirmations that need an answer: no closing by clicking outside. */
  role?: 'dialog' | 'alertdialog';
  size?: 'sm' | 'md' | 'lg';
}

const SIZES = { sm: 'sm:max-w-sm', md: 'sm:max-w-lg', lg: 'sm:max-w-2xl' };

/**
 * A modal dialog (react-aria: focus moves in and stays in, Escape and the close button close it,
 * focus goes back to the trigger, the page behind is hidden from screen readers and does not
 * scroll). Full width at the bottom on phones, centred on larger screens.
 */
export function Dialog({ title, trigger, children, actions, isOpen, onOpenChange, role = 'dialog', size = 'md' }: DialogProps) {
  const { t } = useTranslation('components');
  const modal = (
    <ModalOverlay
      {...(trigger ? {} : { isOpen, onOpenChange })}
      isDismissable={role === 'dialog'}
      className="fixed inset-0 z-50 flex items-end justify-center bg-ink/50 sm:items-center sm:p-4"
    >
      <Modal className={`max-h-[90dvh] w-full overflow-y-auto rounded-t-2xl bg-white shadow-2xl sm:rounded-2xl ${SIZES[size]}`}>
        <AriaDialog role={role} className="relative p-5 outline-none sm:p-6">
          {({ close }) => (
            <>
              <div className="flex items-start justify-between gap-4">
                <Heading slot="title" className="pt-2 text-xl font-bold text-ink">
                  {title}
                </Heading>
                <AriaButton
                  onPress={close}
                  aria-label={t('dialog.close')}
                  className="-mr-2 -mt-1 flex size-11 shrink-0 items-center justify-center rounded-md text-muted hover:bg-subtle hover:text-ink"
                >
                  <CloseIcon />
                </AriaButton>
              </div>
              <div className="mt-3 text-base leading-relaxed text-ink">
                {typeof children === 'function' ? children(close) : children}
              </div>
              {actions && (
                <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                  {typeof actions === 'function' ? actions(close) : actions}
                </div>
              )}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
  if (!trigger) return modal;
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      {trigger}
      {modal}
    </DialogTrigger>
  );
}
