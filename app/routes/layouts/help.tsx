import { useTranslation } from 'react-i18next';
import { Form, useSearchParams } from 'react-router';
import type { SectionLink } from '#app/components/layout/section-nav.tsx';
import { SidebarShell } from '#app/components/layout/sidebar-shell.tsx';
import { SiteFooter } from '#app/components/layout/site-footer.tsx';
import { SiteHeader } from '#app/components/layout/site-header.tsx';
import { useRootData } from '#app/lib/root-data.ts';
import { HELP_CATEGORIES, type HelpCategory } from '#server/domain/help/help.content.ts';

export const handle = { i18n: ['help'] };

// The help layout: a search box over the help centre and its categories beside every page.
export function loader() {
  return { categories: [...HELP_CATEGORIES] };
}

export default function HelpLayout({ loaderData }: { loaderData: { categories: HelpCategory[] } }) {
  const { t } = useTranslation('help');
  const root = useRootData();
  const [params] = useSearchParams();
  const links: SectionLink[] = [
    { to: '/help', labelKey: 'help:nav.home', end: true },
    ...loaderData.categories.map((id) => ({ to: `/help/categories/${id}`, labelKey: `help:categories.${id}.title` as const })),
  ];
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader user={root?.user ?? null} />
      <div className="bg-brand-50">
        <div className="mx-auto max-w-6xl px-4 py-8">
          <p className="text-2xl font-bold">{t('title')}</p>
          <Form method="get" action="/help/search" role="search" className="mt-4 flex max-w-2xl gap-2">
            <label htmlFor="help-q" className="sr-only">
              {t('search.label')}
            </label>
            <input
              id="help-q"
              name="q"
              type="search"
              defaultValue={params.get('q') ?? ''}
              placeholder={t('search.placeholder')}
              maxLength={200}
              className="h-12 min-w-0 flex-1 rounded-md border border-line bg-white px-3 text-base"
            />
            <button type="submit" className="h-12 rounded-md bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700">
              {t('search.submit')}
            </button>
          </Form>
        </div>
      </div>
      <SidebarShell navLabel={t('nav.label')} links={links} />
      <SiteFooter />
    </div>
  );
}
