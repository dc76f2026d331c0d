import { useEffect } from 'react';
import { useLocation } from 'react-router';
import type { Consent } from '#common/consent.ts';

type Fbq = ((...args: unknown[]) => void) & { queue?: unknown[]; loaded?: boolean; callMethod?: (...a: unknown[]) => void };
declare global {
  interface Window {
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

export const PIXEL_SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js';

function loadPixel(pixelId: string): Fbq {
  if (window.fbq) return window.fbq;
  const queue: unknown[] = [];
  const fbq: Fbq = (...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else queue.push(args);
  };
  fbq.queue = queue;
  fbq.loaded = true;
  window.fbq = fbq;
  window._fbq = fbq;
  const script = document.createElement('script');
  script.async = true;
  script.src = PIXEL_SCRIPT_URL;
  script.dataset.pixel = 'meta';
  document.head.appendChild(script);
  fbq('init', pixelId);
  return fbq;
}

/** The advertising pixel: nothing loads without an id and the visitor's marketing consent. */
export function AdvertisingPixel({ pixelId, consent }: { pixelId: string | null; consent: Consent | null }) {
  const location = useLocation();
  const allowed = Boolean(pixelId && consent?.marketing);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a PageView on every route change
  useEffect(() => {
    if (!allowed || !pixelId) return;
    loadPixel(pixelId)('track', 'PageView');
  }, [allowed, pixelId, location.pathname]);
  return null;
}
