import { Button as AriaButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { PublicListingDto } from '#common/listing-dtos.ts';
import { Dialog } from '../ui/dialog.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../ui/icons.tsx';
import { control } from './listing-gallery-styles.ts';

type Photo = PublicListingDto['photos'][number];

/** A listing's photo full screen, in a modal dialog: loaded by the gallery on the first open. */
export default function GalleryDialog({
  title,
  onClose,
  ...photo
}: {
  title: string;
  photos: Photo[];
  index: number;
  onIndex: (i: number) => void;
  onClose: () => void;
  position: (i: number) => string;
}) {
  return (
    <Dialog title={title} isOpen onOpenChange={(open) => !open && onClose()} size="lg">
      <FullScreenPhoto {...photo} />
    </Dialog>
  );
}

function FullScreenPhoto({
  photos,
  index,
  onIndex,
  position,
}: {
  photos: Photo[];
  index: number;
  onIndex: (i: number) => void;
  position: (i: number) => string;
}) {
  const { t } = useTranslation('listings');
  const photo = photos[index];
  const go = (delta: number) => onIndex((index + delta + photos.length) % photos.length);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move between photos; the buttons do the same
    <div
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') go(1);
        else if (event.key === 'ArrowLeft') go(-1);
      }}
    >
      <img
        src={photo.src}
        srcSet={photo.srcset}
        sizes="(min-width: 672px) 42rem, 100vw"
        width={photo.width}
        height={photo.height}
        alt={position(index)}
        className="max-h-[70dvh] w-full rounded-md bg-ink object-contain"
      />
      {photos.length > 1 && (
        <div className="mt-3 flex items-center justify-between gap-2">
          <AriaButton onPress={() => go(-1)} aria-label={t('gallery.previous')} className={control}>
            <ChevronLeftIcon />
          </AriaButton>
          <span className="text-sm tabular-nums text-muted" aria-live="polite">
            {position(index)}
          </span>
          <AriaButton onPress={() => go(1)} aria-label={t('gallery.next')} className={control}>
            <ChevronRightIcon />
          </AriaButton>
        </div>
      )}
    </div>
  );
}
