import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonStyles } from '../ui/button-styles.ts';

/**
 * Share a listing: the address to copy by hand (all there is without JavaScript), a copy button,
 * and the phone's own share sheet where the browser has one.
 */
export function ShareListing({ url, title }: { url: string; title: string }) {
  const { t } = useTranslation('listings');
  const [canCopy, setCanCopy] = useState(false);
  const [canShare, setCanShare] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    setCanCopy(Boolean(navigator.clipboard?.writeText));
    setCanShare(typeof navigator.share === 'function');
  }, []);
  return (
    <section aria-labelledby="share-heading" className="rounded-xl border border-line bg-white p-5">
      <h2 id="share-heading" className="font-semibold">
        {t('share.heading')}
      </h2>
      <label htmlFor="share-url" className="mt-2 block text-sm text-muted">
        {t('share.address')}
      </label>
      <input
        id="share-url"
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
        className="mt-1 min-h-11 w-full min-w-0 rounded-md border border-line bg-subtle px-3 text-sm"
      />
      {(canCopy || canShare) && (
        <div className="mt-3 flex flex-wrap gap-2">
          {canCopy && (
            <button
              type="button"
              className={buttonStyles('secondary', 'sm')}
              onClick={async () => {
                try {
                  await navigator.clipboard.writeText(url);
                  setCopied(true);
                } catch {
                  setCopied(false);
                }
              }}
            >
              {t('share.copy')}
            </button>
          )}
          {canShare && (
            <button
              type="button"
              className={buttonStyles('secondary', 'sm')}
              onClick={() => navigator.share({ title, url }).catch(() => undefined)}
            >
              {t('share.share')}
            </button>
          )}
        </div>
      )}
      <p role="status" className="mt-2 text-sm text-success-700">
        {copied ? t('share.copied') : ''}
      </p>
    </section>
  );
}
