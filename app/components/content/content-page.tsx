import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ContentPageData } from '#common/content-pages.ts';

/**
 * A public information page whose words live in content/pages/<lang>/<slug>.md (loaded by the
 * route: server/domain/content/pages.ts): title, lead, sections and an optional call to action.
 */
export function ContentPage({ page }: { page: ContentPageData }) {
  const { t } = useTranslation();
  return (
    <article lang={page.locale} className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <title>{`${page.title} · ${t('brand.name')}`}</title>
      <h1 className="text-3xl font-bold sm:text-4xl">{page.title}</h1>
      {page.lead && <p className="mt-4 text-lg text-muted">{page.lead}</p>}
      {page.sections.map((section) => (
        <section key={section.heading} className="mt-10">
          <h2 className="text-xl font-bold sm:text-2xl">{section.heading}</h2>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own markdown from the repository */}
          <div className="prose-content mt-3" dangerouslySetInnerHTML={{ __html: section.html }} />
        </section>
      ))}
      {page.cta && (
        <aside className="mt-12 rounded-xl bg-brand-50 p-6">
          <p className="font-medium">{page.cta.text}</p>
          <Link
            to={page.cta.to}
            className="mt-4 inline-flex h-11 items-center rounded-md bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
          >
            {page.cta.label}
          </Link>
        </aside>
      )}
    </article>
  );
}
