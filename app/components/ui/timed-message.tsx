import { type ReactNode, useEffect, useEffectEvent, useRef, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons.tsx';

export interface TimedMessageProps {
  open: boolean;
  onClose: () => void;
  /** Milliseconds before it closes by itself (durations.ts). */
  duration: number;
  /** Change it to restart the timer for a new message while one is showing. */
  messageKey?: string | number;
  /** The message: read out by screen readers (role="status", polite). */
  children: ReactNode;
  /** Shown before the message; decorative. */
  icon?: ReactNode;
  /** Buttons after the message (Undo). */
  actions?: ReactNode;
  /** Where on the screen (fixed positioning classes). */
  placement: string;
  /** The look of the box. */
  boxClass: string;
  closeClass: string;
}

/**
 * The shell of Snackbar, Toast and Notification: a status live region that is always in the page
 * (so screen readers announce what is put in it), a close button, Escape to close, and a timer
 * that waits while the pointer is over it or focus is in it. When it closes with focus inside,
 * focus goes back to where it came from.
 */
export function TimedMessage({
  open,
  onClose,
  duration,
  messageKey,
  children,
  icon,
  actions,
  placement,
  boxClass,
  closeClass,
}: TimedMessageProps) {
  const { t } = useTranslation('components');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  const close = () => {
    const box = boxRef.current;
    if (box && document.activeElement && box.contains(document.activeElement)) {
      const target = returnFocus.current;
      if (target?.isConnected) target.focus();
    }
    setHovered(false);
    setFocused(false);
    onClose();
  };
  const onTimeout = useEffectEvent(close);

  // biome-ignore lint/correctness/useExhaustiveDependencies: messageKey restarts the timer on purpose
  useEffect(() => {
    if (!open || hovered || focused) return;
    const timer = window.setTimeout(() => onTimeout(), duration);
    return () => window.clearTimeout(timer);
  }, [open, hovered, focused, duration, messageKey]);

  return (
    <div className={`pointer-events-none fixed z-50 ${placement}`}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: pauses the timer and hears Escape from the buttons inside; not a control itself */}
      <div
        ref={boxRef}
        className={open ? `pointer-events-auto ${boxClass}` : undefined}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
            returnFocus.current = event.relatedTarget as HTMLElement | null;
          }
          setFocused(true);
        }}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            event.stopPropagation();
            close();
          }
        }}
      >
        {open && icon}
        <div role="status" aria-live="polite" aria-atomic="true" className="min-w-0 flex-1">
          {open ? children : null}
        </div>
        {open && actions}
        {open && (
          <AriaButton aria-label={t('messages.close')} onPress={close} className={closeClass}>
            <CloseIcon />
          </AriaButton>
        )}
      </div>
    </div>
  );
}
