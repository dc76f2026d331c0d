import { useTranslation } from 'react-i18next';
import { Form, useLocation } from 'react-router';
import { NativeSelect } from '#app/components/ui/native-select.tsx';
import { LOCALES } from '#common/locales.ts';

/** A plain form: works without JavaScript, keeps the visitor on the same page. */
export function LanguageSwitcher({ id = 'language' }: { id?: string }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  return (
    <Form method="post" action="/locale" reloadDocument className="flex items-center gap-1">
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <NativeSelect
        id={id}
        name="locale"
        defaultValue={i18n.language}
        size="sm"
        width="auto"
        onChange={(event) => event.currentTarget.form?.requestSubmit()}
      >
        {LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {t(`language.names.${locale}`)}
          </option>
        ))}
      </NativeSelect>
      <noscript>
        <button type="submit" className="h-10 rounded-md border border-line px-3 text-sm">
          {t('language.apply')}
        </button>
      </noscript>
    </Form>
  );
}
