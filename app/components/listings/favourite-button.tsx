import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { loginPath } from '#common/login-path.ts';
import { buttonStyles } from '../ui/button-styles.ts';

// "Save" a listing to saved homes (docs/rules/favourites.md): a POST form to /saved-homes that
// works without JavaScript and comes back to `back`. A guest gets a link through sign-in, back here.

export interface FavouriteButtonProps {
  listingId: string;
  saved: boolean;
  signedIn: boolean;
  /** The page to come back to (a path on this site, with the card's #anchor on a list). */
  back: string;
  /** `overlay`: a round heart on a card's picture, named by the listing's title; `button`: with its text. */
  variant?: 'button' | 'overlay';
  /** The listing's title, for the overlay's accessible name. */
  title?: string;
}

function HeartIcon({ filled, className = 'size-5' }: { filled: boolean; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`shrink-0 ${className}`}
    >
      <path d="M19 14c1.49-1.46 3-3.21 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.76 0-3 .5-4.5 2-1.5-1.5-2.74-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4.05 3 5.5l7 7Z" />
    </svg>
  );
}

const OVERLAY =
  'grid size-11 place-items-center rounded-full border border-line bg-white/95 text-brand-700 shadow-sm hover:bg-brand-50 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

export function FavouriteButton({ listingId, saved, signedIn, back, variant = 'button', title }: FavouriteButtonProps) {
  const { t } = useTranslation('favourites');
  const overlay = variant === 'overlay';
  const named = overlay && title ? (saved ? t('removeNamed', { title }) : t('saveNamed', { title })) : undefined;
  if (!signedIn) {
    return (
      <Link
        to={loginPath(back)}
        aria-label={named ?? undefined}
        title={overlay ? t('signInToSave') : undefined}
        className={overlay ? OVERLAY : buttonStyles('secondary', 'md', 'w-full')}
        data-testid="favourite-sign-in"
      >
        <HeartIcon filled={false} />
        {!overlay && t('signInToSave')}
      </Link>
    );
  }
  return (
    <Form method="post" action="/saved-homes" reloadDocument className={overlay ? undefined : 'w-full'}>
      <input type="hidden" name="intent" value={saved ? 'remove' : 'add'} />
      <input type="hidden" name="listing" value={listingId} />
      <input type="hidden" name="back" value={back} />
      <button
        type="submit"
        aria-label={named}
        className={overlay ? OVERLAY : buttonStyles('secondary', 'md', 'w-full')}
        data-saved={saved}
        data-testid="favourite-toggle"
      >
        <HeartIcon filled={saved} />
        {!overlay && (saved ? t('saved') : t('save'))}
      </button>
    </Form>
  );
}
