import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '#common/format.ts';
import type { PublicListingDto } from '#common/listing-dtos.ts';
import { CAROUSEL_MS } from '../ui/durations.ts';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../ui/icons.tsx';
import { uiLocale } from '../ui/locale.ts';
import { control } from './listing-gallery-styles.ts';

type Photo = PublicListingDto['photos'][number];

const GalleryDialog = lazy(() => import('./listing-gallery-dialog.tsx'));

/**
 * The listing's photos. Without JavaScript they are a row to scroll or swipe. With it, the row
 * also moves on by itself every 3.5 s (stopping while the pointer or focus is on it, for good with
 * the pause button, and from the start for people who ask for reduced motion: WCAG 2.2.2), has
 * previous/next buttons and the arrow keys, and opens a photo full screen.
 */
export function ListingGallery({ photos, title }: { photos: Photo[]; title: string }) {
  const { t, i18n } = useTranslation('listings');
  const locale = uiLocale(i18n.language);
  const row = useRef<HTMLUListElement>(null);
  const moving = useRef<number | null>(null);
  const settle = useRef<number | undefined>(undefined);
  const [enhanced, setEnhanced] = useState(false);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [full, setFull] = useState<number | null>(null);
  const count = photos.length;
  const running = enhanced && playing && !hovered && !focused && full === null && count > 1;
  const position = (i: number) =>
    t('gallery.photoOf', { index: formatNumber(i + 1, locale), total: formatNumber(count, locale) });

  useEffect(() => {
    setEnhanced(true);
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) setPlaying(false);
  }, []);

  const show = useCallback(
    (target: number) => {
      const el = row.current;
      if (!el || count === 0) return;
      const next = (target + count) % count;
      const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      // While the row glides there, the scroll events on the way don't change the photo number.
      moving.current = next;
      window.clearTimeout(settle.current);
      settle.current = window.setTimeout(() => {
        moving.current = null;
      }, 1000);
      el.scrollTo({ left: next * el.clientWidth, behavior: smooth ? 'smooth' : 'auto' });
      setIndex(next);
    },
    [count],
  );

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => show(index + 1), CAROUSEL_MS);
    return () => window.clearInterval(timer);
  }, [running, index, show]);

  if (count === 0) {
    return (
      <div className="flex aspect-[16/9] max-h-96 w-full items-center justify-center rounded-xl bg-gradient-to-br from-brand-50 to-brand-100 text-brand-700">
        {t('gallery.none')}
      </div>
    );
  }

  return (
    <section
      aria-roledescription={t('gallery.roleDescription')}
      aria-label={t('gallery.label', { title })}
      className="relative"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') show(index + 1);
        else if (event.key === 'ArrowLeft') show(index - 1);
        else return;
        event.preventDefault();
      }}
    >
      <ul
        ref={row}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the row scrolls with the keyboard when there is no script
        tabIndex={0}
        aria-label={t('gallery.row')}
        onScroll={(event) => {
          const el = event.currentTarget;
          const i = Math.round(el.scrollLeft / Math.max(1, el.clientWidth));
          if (moving.current !== null) {
            if (i === moving.current) moving.current = null;
            return;
          }
          if (i !== index && i >= 0 && i < count) setIndex(i);
        }}
        className="flex snap-x snap-mandatory overflow-x-auto rounded-xl bg-ink [scrollbar-width:thin]"
      >
        {photos.map((photo, i) => (
          <li key={photo.id} className="aspect-[4/3] w-full shrink-0 snap-center sm:aspect-[16/9]">
            <img
              src={photo.src}
              srcSet={photo.srcset}
              sizes="(min-width: 1280px) 60rem, 100vw"
              width={photo.width}
              height={photo.height}
              alt={position(i)}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : undefined}
              decoding="async"
              className="size-full object-contain"
            />
          </li>
        ))}
      </ul>
      {enhanced && (
        <div className="mt-2 flex items-center gap-2">
          {count > 1 && (
            <button
              type="button"
              onClick={() => setPlaying((p) => !p)}
              aria-label={playing ? t('gallery.pause') : t('gallery.play')}
              className={control}
            >
              {playing ? <PauseIcon /> : <PlayIcon className="size-4" />}
            </button>
          )}
          <button
            type="button"
            onClick={() => setFull(index)}
            className="min-h-11 rounded-md px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t('gallery.fullScreen')}
          </button>
          <span className="ml-auto text-sm tabular-nums text-muted" aria-live={running ? 'off' : 'polite'}>
            {position(index)}
          </span>
          {count > 1 && (
            <>
              <button type="button" onClick={() => show(index - 1)} aria-label={t('gallery.previous')} className={control}>
                <ChevronLeftIcon />
              </button>
              <button type="button" onClick={() => show(index + 1)} aria-label={t('gallery.next')} className={control}>
                <ChevronRightIcon />
              </button>
            </>
          )}
        </div>
      )}
      {full !== null && (
        // The dialog (react-aria's modal) loads on the first open, not with the page; the controls
        // above are plain buttons so that react-aria isn't on the page's first load either.
        <Suspense fallback={null}>
          <GalleryDialog
            title={title}
            photos={photos}
            index={full}
            onIndex={setFull}
            onClose={() => setFull(null)}
            position={position}
          />
        </Suspense>
      )}
    </section>
  );
}
