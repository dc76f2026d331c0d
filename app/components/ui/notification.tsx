import type { ReactNode } from 'react';
import { NOTIFICATION_MS } from './durations.ts';
import { BellIcon } from './icons.tsx';
import { TimedMessage } from './timed-message.tsx';

export interface NotificationProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children?: ReactNode;
  /** Defaults to a bell. */
  icon?: ReactNode;
  messageKey?: string | number;
}

/**
 * News from elsewhere in the app ("New application") as a card in the top corner, with a title
 * and a line of text. Closes after NOTIFICATION_MS (2 s) unless the pointer or focus is on it.
 */
export function Notification({ open, onClose, title, children, icon, messageKey }: NotificationProps) {
  return (
    <TimedMessage
      open={open}
      onClose={onClose}
      duration={NOTIFICATION_MS}
      messageKey={messageKey}
      icon={
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          {icon ?? <BellIcon />}
        </span>
      }
      placement="inset-x-3 top-3 flex justify-end sm:left-auto sm:right-6 sm:top-6"
      boxClass="flex w-full max-w-sm items-start gap-3 rounded-xl border border-line bg-white p-3 shadow-xl sm:w-96"
      closeClass="-my-1 -mr-1 flex size-11 shrink-0 items-center justify-center rounded-md text-muted hover:bg-subtle hover:text-ink"
    >
      <p className="font-semibold text-ink">{title}</p>
      {children && <div className="mt-0.5 text-sm text-muted">{children}</div>}
    </TimedMessage>
  );
}
