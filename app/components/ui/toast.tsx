import { TOAST_MS } from './durations.ts';
import { AlertIcon, InfoIcon, SuccessIcon } from './icons.tsx';
import { TimedMessage } from './timed-message.tsx';

export type ToastTone = 'success' | 'info' | 'error';

export interface ToastProps {
  open: boolean;
  onClose: () => void;
  message: string;
  tone?: ToastTone;
  messageKey?: string | number;
}

const TONES: Record<ToastTone, { box: string; icon: React.ReactNode }> = {
  success: {
    box: 'border-success-700 text-success-700',
    icon: <SuccessIcon className="size-5" />,
  },
  info: {
    box: 'border-brand-600 text-brand-800',
    icon: <InfoIcon className="size-5" />,
  },
  error: {
    box: 'border-danger-600 text-danger-600',
    icon: <AlertIcon className="size-5" />,
  },
};

/**
 * A brief confirmation at the top of the screen ("Saved"). Closes after TOAST_MS (2 s) unless the
 * pointer or focus is on it. Put anything the person must read or act on in a Notification or
 * on the page instead.
 */
export function Toast({ open, onClose, message, tone = 'success', messageKey }: ToastProps) {
  return (
    <TimedMessage
      open={open}
      onClose={onClose}
      duration={TOAST_MS}
      messageKey={messageKey}
      icon={<span className="flex items-center pl-3">{TONES[tone].icon}</span>}
      placement="inset-x-3 top-3 flex justify-center"
      boxClass={`flex max-w-md items-center gap-1 rounded-full border-2 bg-white shadow-lg ${TONES[tone].box}`}
      closeClass="flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:bg-subtle hover:text-ink"
    >
      <p className="px-1 py-2 text-base font-semibold">{message}</p>
    </TimedMessage>
  );
}
