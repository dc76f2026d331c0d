import { Button as AriaButton } from 'react-aria-components';
import { SNACKBAR_MS } from './durations.ts';
import { TimedMessage } from './timed-message.tsx';

export interface SnackbarProps {
  open: boolean;
  onClose: () => void;
  message: string;
  /** One optional action ("Undo"); pressing it also closes the snackbar. */
  actionLabel?: string;
  onAction?: () => void;
  messageKey?: string | number;
}

/**
 * A short message at the bottom of the screen about something that just happened, with an optional
 * action. Closes after SNACKBAR_MS (3.5 s) unless the pointer or focus is on it.
 */
export function Snackbar({ open, onClose, message, actionLabel, onAction, messageKey }: SnackbarProps) {
  return (
    <TimedMessage
      open={open}
      onClose={onClose}
      duration={SNACKBAR_MS}
      messageKey={messageKey}
      placement="inset-x-3 bottom-3 flex justify-center sm:bottom-6"
      boxClass="flex w-full max-w-xl items-center gap-2 rounded-lg bg-ink py-1 pl-4 pr-1 text-white shadow-xl"
      closeClass="flex size-11 shrink-0 items-center justify-center rounded-md text-white/80 hover:bg-white/10 hover:text-white"
      actions={
        actionLabel && (
          <AriaButton
            onPress={() => {
              onAction?.();
              onClose();
            }}
            className="min-h-11 shrink-0 rounded-md px-3 font-semibold text-brand-100 underline-offset-4 hover:bg-white/10 hover:underline"
          >
            {actionLabel}
          </AriaButton>
        )
      }
    >
      <p className="py-2.5 text-base">{message}</p>
    </TimedMessage>
  );
}
