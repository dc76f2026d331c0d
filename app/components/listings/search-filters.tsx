import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigate } from 'react-router';
import { RegionOptions } from '#app/components/listings/region-options.tsx';
import { NativeSelect } from '#app/components/ui/native-select.tsx';
import { filtersOf, type ListingQuery, SORTS, toSearchParams } from '#common/listing-filters.ts';
import { LEASE_TYPES, PROPERTY_TYPES } from '#common/listing-rules.ts';
import { towns } from '#common/postcodes.ts';
import { buttonStyles } from '../ui/button-styles.ts';
import { ChevronDownIcon } from '../ui/icons.tsx';

export type ListingsView = 'list' | 'map';

const input = 'min-h-11 w-full min-w-0 rounded-md border border-line bg-white px-3 text-base text-ink focus:border-brand-600';
const label = 'text-sm font-semibold text-ink';

function NumberInput({ name, text, value }: { name: string; text: string; value?: number }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={`f-${name}`} className="text-sm text-muted">
        {text}
      </label>
      <input
        id={`f-${name}`}
        name={name}
        type="number"
        inputMode="numeric"
        min={0}
        defaultValue={value ?? ''}
        className={input}
      />
    </div>
  );
}

/**
 * The search filters: a GET form, so the URL holds the whole search and it works without
 * JavaScript. On a phone it folds away behind "Filters (n)"; on a wide screen it opens by itself.
 */
export function SearchFilters({ query, view }: { query: ListingQuery; view: ListingsView }) {
  const { t } = useTranslation(['listings', 'listing']);
  const details = useRef<HTMLDetailsElement>(null);
  const navigate = useNavigate();
  const active = Object.keys(filtersOf(query)).length;
  useEffect(() => {
    if (details.current && window.matchMedia?.('(min-width: 1024px)').matches) details.current.open = true;
  }, []);
  return (
    <details ref={details} className="group rounded-xl border border-line bg-white lg:sticky lg:top-4">
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-2 px-4 font-semibold [&::-webkit-details-marker]:hidden">
        <span>{active ? t('filters.toggle', { count: active }) : t('filters.title')}</span>
        <ChevronDownIcon className="size-5 transition-transform group-open:rotate-180" />
      </summary>
      <Form
        method="get"
        action="/listings"
        className="flex flex-col gap-4 border-t border-line p-4"
        aria-label={t('filters.label')}
        onSubmit={(event) => {
          // With JavaScript, leave empty fields out of the address; without it the server ignores them.
          event.preventDefault();
          const params = new URLSearchParams();
          for (const [key, value] of new FormData(event.currentTarget)) {
            if (typeof value === 'string' && value.trim()) params.append(key, value.trim());
          }
          const search = params.toString();
          navigate(search ? `/listings?${search}` : '/listings');
        }}
      >
        {query.sort !== 'newest' && <input type="hidden" name="sort" value={query.sort} />}
        {view === 'map' && <input type="hidden" name="view" value="map" />}
        <div className="flex flex-col gap-1">
          <label htmlFor="f-region" className={label}>
            {t('filters.region')}
          </label>
          <NativeSelect id="f-region" name="region" defaultValue={query.region ?? ''}>
            <RegionOptions anyLabel={t('filters.anyRegion')} />
          </NativeSelect>
        </div>
        <div className="grid grid-cols-2 gap-3">
          <div className="flex min-w-0 flex-col gap-1">
            <label htmlFor="f-postcode" className={label}>
              {t('filters.postcode')}
            </label>
            <input
              id="f-postcode"
              name="postcode"
              inputMode="numeric"
              autoComplete="postal-code"
              placeholder="101, 105"
              defaultValue={query.postcodes?.join(', ') ?? ''}
              className={input}
            />
          </div>
          <div className="flex min-w-0 flex-col gap-1">
            <label htmlFor="f-town" className={label}>
              {t('filters.town')}
            </label>
            <input id="f-town" name="town" list="f-towns" defaultValue={query.town ?? ''} className={input} />
            <datalist id="f-towns">
              {towns().map((town) => (
                <option key={town} value={town} />
              ))}
            </datalist>
          </div>
        </div>
        <fieldset className="flex flex-col gap-1">
          <legend className={label}>{t('filters.price')}</legend>
          <div className="grid grid-cols-2 gap-3">
            <NumberInput name="priceMin" text={t('filters.min')} value={query.priceMin} />
            <NumberInput name="priceMax" text={t('filters.max')} value={query.priceMax} />
          </div>
        </fieldset>
        <fieldset className="flex flex-col gap-1">
          <legend className={label}>{t('filters.size')}</legend>
          <div className="grid grid-cols-2 gap-3">
            <NumberInput name="sizeMin" text={t('filters.min')} value={query.sizeMin} />
            <NumberInput name="sizeMax" text={t('filters.max')} value={query.sizeMax} />
          </div>
        </fieldset>
        <div className="flex flex-col gap-1">
          <label htmlFor="f-rooms" className={label}>
            {t('filters.rooms')}
          </label>
          <NativeSelect id="f-rooms" name="roomsMin" defaultValue={query.roomsMin ? String(query.roomsMin) : ''}>
            <option value="">{t('filters.anyRooms')}</option>
            {[1, 2, 3, 4, 5].map((n) => (
              <option key={n} value={n}>
                {t('filters.roomsAtLeast', { count: n })}
              </option>
            ))}
          </NativeSelect>
        </div>
        <fieldset>
          <legend className={label}>{t('filters.type')}</legend>
          <div className="mt-1 grid grid-cols-1 gap-x-3 sm:grid-cols-2 lg:grid-cols-1">
            {PROPERTY_TYPES.map((type) => (
              <label key={type} className="flex min-h-11 items-center gap-3">
                <input
                  type="checkbox"
                  name="type"
                  value={type}
                  defaultChecked={query.types?.includes(type) ?? false}
                  className="size-5 accent-brand-600"
                />
                {t(`listing:propertyType.${type}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className={label}>{t('filters.must')}</legend>
          <label className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              name="pets"
              value="true"
              defaultChecked={query.pets === true}
              className="size-5 accent-brand-600"
            />
            {t('filters.pets')}
          </label>
          <label className="flex min-h-11 items-center gap-3">
            <input
              type="checkbox"
              name="furnished"
              value="true"
              defaultChecked={query.furnished === true}
              className="size-5 accent-brand-600"
            />
            {t('listing:amenity.furnished')}
          </label>
        </fieldset>
        <div className="flex flex-col gap-1">
          <label htmlFor="f-available" className={label}>
            {t('filters.availableBy')}
          </label>
          <input id="f-available" name="availableBy" type="date" defaultValue={query.availableBy ?? ''} className={input} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="f-lease" className={label}>
            {t('filters.lease')}
          </label>
          <NativeSelect id="f-lease" name="lease" defaultValue={query.lease ?? ''}>
            <option value="">{t('filters.anyLease')}</option>
            {LEASE_TYPES.map((lease) => (
              <option key={lease} value={lease}>
                {t(`listing:leaseType.${lease}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-col gap-2">
          <button type="submit" className={buttonStyles('primary', 'md', 'w-full')}>
            {t('filters.submit')}
          </button>
          {active > 0 && (
            <Link to={view === 'map' ? '/listings?view=map' : '/listings'} className={buttonStyles('ghost', 'md', 'w-full')}>
              {t('filters.clear')}
            </Link>
          )}
        </div>
      </Form>
    </details>
  );
}

/** The sort order: its own small GET form that carries the filters along. */
export function SortForm({ query, view }: { query: ListingQuery; view: ListingsView }) {
  const { t } = useTranslation(['listings', 'listing']);
  const hidden = [...toSearchParams(filtersOf(query)).entries()];
  // With JavaScript a new choice applies at once; the button is for browsers without it.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <Form method="get" action="/listings" className="flex items-end gap-2">
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {view === 'map' && <input type="hidden" name="view" value="map" />}
      <div className="flex flex-col gap-1">
        <label htmlFor="sort" className="text-sm font-semibold">
          {t('sort.label')}
        </label>
        <NativeSelect
          id="sort"
          name="sort"
          defaultValue={query.sort}
          width="auto"
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
        >
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`listing:sort.${sort}`)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <button type="submit" hidden={hydrated} className={buttonStyles('secondary', 'md')}>
        {t('sort.apply')}
      </button>
    </Form>
  );
}
