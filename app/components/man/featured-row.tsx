import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { formatMoney } from '#common/format.ts';
import type { ListingCardDto } from '#common/listing-dtos.ts';
import { uiLocale } from '../ui/locale.ts';

/** One featured listing with its place on the home page and buttons to move or remove it. */
export function FeaturedRow({ card, index, last, q }: { card: ListingCardDto; index: number; last: boolean; q: string }) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  const title = card.title_is ?? card.title_en ?? t('man:listings.untitled');
  const button = (intent: 'up' | 'down' | 'remove', label: string, danger = false) => (
    <Form method="post" reloadDocument>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={card.id} />
      <input type="hidden" name="q" value={q} />
      <button
        type="submit"
        aria-label={`${label}: ${title}`}
        className={`h-11 rounded-md border px-3 text-sm font-semibold ${danger ? 'border-danger-600 text-danger-600 hover:bg-danger-50' : 'border-line hover:bg-subtle'}`}
      >
        {label}
      </button>
    </Form>
  );
  return (
    <li
      data-testid="featured-row"
      className="flex flex-col gap-3 rounded-xl border border-line bg-white p-3 sm:flex-row sm:items-center"
    >
      <span
        aria-hidden="true"
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-50 font-bold text-brand-800"
      >
        {index + 1}
      </span>
      {card.cover && (
        <img
          src={card.cover.src}
          srcSet={card.cover.srcset}
          sizes="6rem"
          alt=""
          width={96}
          height={72}
          className="hidden h-18 w-24 rounded-md object-cover sm:block"
        />
      )}
      <div className="min-w-0 flex-1">
        <p lang="is" className="font-semibold break-words">
          <span className="sr-only">{t('man:siteListings.position', { n: index + 1 })} </span>
          {title}
        </p>
        <p className="text-sm text-muted">
          {[[card.postcode, card.town].filter(Boolean).join(' '), formatMoney(card.rent_isk, locale)].join(' · ')}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {index > 0 && button('up', t('man:siteListings.moveUp'))}
        {!last && button('down', t('man:siteListings.moveDown'))}
        {button('remove', t('man:siteListings.remove'), true)}
      </div>
    </li>
  );
}
