import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '#common/format.ts';
import type { MapPointDto } from '#common/listing-dtos.ts';
import { InfoIcon } from '../ui/icons.tsx';
import { uiLocale } from '../ui/locale.ts';

/**
 * The map view of a search. The map library loads only here, in the browser, after the page has
 * rendered. Without MAP_STYLE_URL it draws the app's own basemap of Iceland; without WebGL, or
 * when the style or tiles can't be reached, it says so, and the list below it always works.
 */
export function ListingMap({
  styleUrl,
  points,
  capped = false,
  small = false,
}: {
  styleUrl: string | null;
  points: MapPointDto[];
  capped?: boolean;
  small?: boolean;
}) {
  const { t, i18n } = useTranslation('listings');
  const locale = uiLocale(i18n.language);
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  // The popup texts follow the page's language without remaking the map.
  const labels = useRef({ price: (rent: number) => formatMoney(rent, locale), open: t('map.open') });
  labels.current = { price: (rent: number) => formatMoney(rent, locale), open: t('map.open') };

  useEffect(() => {
    if (!container.current) return;
    let destroy: (() => void) | undefined;
    let cancelled = false;
    import('./map-canvas.ts')
      .then(({ mountMap }) => {
        if (cancelled || !container.current) return;
        destroy = mountMap(container.current, {
          styleUrl,
          points,
          price: (rent) => labels.current.price(rent),
          openLabel: () => labels.current.open,
          onFail: () => setState('failed'),
        });
        setState((s) => (s === 'failed' ? s : 'ready'));
      })
      .catch(() => setState('failed'));
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [styleUrl, points]);

  if (state === 'failed') {
    return (
      <p role="status" className="flex items-start gap-2 rounded-xl border border-line bg-subtle p-4 text-sm text-ink">
        <InfoIcon className="mt-0.5 size-5 text-brand-700" />
        {t('map.failed')}
      </p>
    );
  }
  return (
    <section aria-label={t('map.label')} className="flex flex-col gap-2">
      <div
        ref={container}
        className={`${small ? 'h-64' : 'h-[60dvh] min-h-80'} w-full overflow-hidden rounded-xl border border-line bg-subtle`}
      />
      <p className="text-sm text-muted">
        {t('map.approximate')} {capped ? t('map.capped', { count: points.length }) : null}
      </p>
    </section>
  );
}
