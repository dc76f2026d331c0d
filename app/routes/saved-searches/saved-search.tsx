import { type FieldMetadata, getFormProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { Form, Link, useNavigation } from 'react-router';
import { InputField, SubmitButton } from '#app/components/forms/input-field.tsx';
import { useFilterSummary } from '#app/components/saved-searches/use-filter-summary.ts';
import { FieldError, FormError } from '#app/components/ui/field-error.tsx';
import { formAction, redirectWithNotice, serviceFrom } from '#app/lib/page-kit.server.ts';
import { suggestName } from '#common/filter-summary.ts';
import { hasFilters, toSearchParams } from '#common/listing-filters.ts';
import { FREQUENCIES, filtersFromQuery, savedSearchCreateSchema } from '#server/domain/saved-searches/saved-searches.schemas.ts';
import { createSavedSearch, getSavedSearch, updateSavedSearch } from '#server/domain/saved-searches/saved-searches.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/saved-search';

export const handle = { middleware: ['auth'], i18n: ['listing', 'savedSearches'] };

// /saved-searches/saved-search?<the /listings query>: save that search (name and alerts).
// With ?id=<id>: edit a saved search; a /listings query given too replaces its filters.
export async function loader({ request, context }: Route.LoaderArgs) {
  const service = serviceFrom(context);
  const url = new URL(request.url);
  const id = url.searchParams.get('id');
  const fromUrl = filtersFromQuery(url.search);
  if (!id) return { search: null, filters: fromUrl, query: toSearchParams(fromUrl).toString(), replacing: false };
  const search = await forPage(() => getSavedSearch(service, id));
  const replacing = hasFilters(fromUrl) && toSearchParams(fromUrl).toString() !== search.query;
  const filters = replacing ? fromUrl : search.filters;
  return { search, filters, query: toSearchParams(filters).toString(), replacing };
}

export async function action({ request, context }: Route.ActionArgs) {
  const service = serviceFrom(context);
  const formData = await request.formData();
  const id = String(formData.get('id') ?? '');
  // Someone else's or deleted: the not-found page; over the limit: said above the form.
  return formAction(formData, savedSearchCreateSchema, async (value) => {
    if (id) await updateSavedSearch(service, id, value);
    else await createSavedSearch(service, value);
    return redirectWithNotice('/saved-searches', id ? 'savedSearches:saved.updated' : 'savedSearches:saved.created');
  });
}

export default function SavedSearchForm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const summarize = useFilterSummary();
  const { search, filters, query, replacing } = loaderData;
  const summary = summarize(filters);
  const [form, fields] = useForm({
    lastResult: actionData,
    defaultValue: { name: search?.name ?? suggestName(summary), frequency: search?.frequency ?? 'daily', query },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: savedSearchCreateSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  const f = fields as unknown as Record<string, FieldMetadata<string>>;
  const chosen = String(f.frequency.initialValue ?? 'daily');
  const title = search ? t('savedSearches:form.editTitle') : t('savedSearches:form.createTitle');
  return (
    <div className="max-w-2xl">
      <title>{`${title} · ${t('brand.name')}`}</title>
      <p>
        <Link to="/saved-searches" className="font-medium text-brand-700 underline">
          {t('savedSearches:form.back')}
        </Link>
      </p>
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>

      <section aria-labelledby="filters-title" className="mt-6 rounded-xl border border-line bg-subtle p-4">
        <h2 id="filters-title" className="font-semibold">
          {t('savedSearches:form.filters')}
        </h2>
        <ul className="mt-2 flex flex-wrap gap-2" data-testid="filter-summary">
          {summary.map((part) => (
            <li key={part} className="rounded-full border border-line bg-white px-3 py-1 text-sm break-words">
              {part}
            </li>
          ))}
        </ul>
        {replacing && <p className="mt-3 text-sm font-medium">{t('savedSearches:form.newFilters')}</p>}
        <p className="mt-3 text-sm">
          <Link to={query ? `/listings?${query}` : '/listings'} className="text-brand-700 underline">
            {t('savedSearches:form.changeFilters')}
          </Link>
        </p>
      </section>

      <Form method="post" reloadDocument {...getFormProps(form)} className="mt-6 flex flex-col gap-5">
        {search && <input type="hidden" name="id" value={search.id} />}
        <input type="hidden" name={f.query.name} value={query} />
        <FormError id={form.errorId} errors={form.errors} />
        <InputField field={f.name} label={t('savedSearches:form.name')} type="text" hint={t('savedSearches:form.nameHint')} />
        <fieldset className="flex flex-col gap-2" aria-describedby={f.frequency.errorId}>
          <legend className="mb-1 font-medium">{t('savedSearches:form.frequencyLegend')}</legend>
          {FREQUENCIES.map((value) => (
            <label key={value} className="flex min-h-11 items-start gap-3 rounded-md border border-line p-3">
              <input
                type="radio"
                name={f.frequency.name}
                value={value}
                defaultChecked={chosen === value}
                aria-describedby={`frequency-${value}-hint`}
                className="mt-0.5 size-5 shrink-0"
              />
              <span>
                <span className="font-medium">{t(`savedSearches:frequency.${value}`)}</span>
                <span id={`frequency-${value}-hint`} className="block text-sm text-muted">
                  {t(`savedSearches:frequencyHint.${value}`)}
                </span>
              </span>
            </label>
          ))}
          <FieldError id={f.frequency.errorId} errors={f.frequency.errors} />
        </fieldset>
        <SubmitButton busy={navigation.state === 'submitting'}>
          {search ? t('savedSearches:form.save') : t('savedSearches:form.create')}
        </SubmitButton>
      </Form>
    </div>
  );
}
