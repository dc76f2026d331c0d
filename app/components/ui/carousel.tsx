import { type ReactNode, useEffect, useId, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '#common/format.ts';
import { CAROUSEL_MS } from './durations.ts';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from './icons.tsx';
import { uiLocale } from './locale.ts';

export interface CarouselSlide {
  id: string;
  content: ReactNode;
}

export interface CarouselProps {
  /** Names the carousel for screen readers ("Featured homes"). */
  label: string;
  slides: CarouselSlide[];
  /** Milliseconds per slide; default CAROUSEL_MS (3.5 s). */
  interval?: number;
  className?: string;
}

const controlButton =
  'flex size-11 items-center justify-center rounded-full border border-line bg-white text-brand-700 hover:bg-brand-50 data-[pressed]:bg-brand-100';

/**
 * Slides that move on by themselves every 3.5 s (WAI-ARIA carousel pattern). Moving stops while
 * the pointer is over the carousel or focus is in it, and the pause button stops it for good
 * (WCAG 2.2.2); it starts paused for people who ask for reduced motion. Previous and next go by
 * hand; each slide is labelled "2 of 5", and slide changes are announced only when not rotating.
 */
export function Carousel({ label, slides, interval = CAROUSEL_MS, className = '' }: CarouselProps) {
  const { t, i18n } = useTranslation('components');
  const locale = uiLocale(i18n.language);
  const slidesId = useId();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = slides.length;
  const running = playing && !hovered && !focused && count > 1;

  // Reduced motion is a browser setting: read it after hydration, never while rendering.
  useEffect(() => {
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) setPlaying(false);
  }, []);

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), interval);
    return () => window.clearInterval(timer);
  }, [running, interval, count]);

  const current = count ? Math.min(index, count - 1) : 0;
  const go = (delta: number) => setIndex((i) => (i + delta + count) % count);
  const position = (i: number) =>
    t('carousel.slideOf', {
      index: formatNumber(i + 1, locale),
      total: formatNumber(count, locale),
    });

  return (
    <section
      aria-roledescription={t('carousel.roleDescription')}
      aria-label={label}
      className={`flex flex-col gap-3 ${className}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {count > 1 && (
        <div className="flex items-center gap-2">
          <AriaButton
            onPress={() => setPlaying((p) => !p)}
            aria-label={playing ? t('carousel.pause') : t('carousel.play')}
            className={controlButton}
          >
            {playing ? <PauseIcon /> : <PlayIcon className="size-4" />}
          </AriaButton>
          <span aria-hidden="true" className="ml-auto text-sm tabular-nums text-muted">
            {position(current)}
          </span>
          <AriaButton
            onPress={() => go(-1)}
            aria-label={t('carousel.previous')}
            aria-controls={slidesId}
            className={controlButton}
          >
            <ChevronLeftIcon />
          </AriaButton>
          <AriaButton onPress={() => go(1)} aria-label={t('carousel.next')} aria-controls={slidesId} className={controlButton}>
            <ChevronRightIcon />
          </AriaButton>
        </div>
      )}
      <div id={slidesId} aria-live={running ? 'off' : 'polite'} className="relative">
        {slides.map((slide, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: a group with the "slide" role description
          <div
            key={slide.id}
            role="group"
            aria-roledescription={t('carousel.slide')}
            aria-label={position(i)}
            hidden={i !== current}
          >
            {slide.content}
          </div>
        ))}
      </div>
    </section>
  );
}
