import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface ContentSection {
  heading: string;
  body: string;
  points?: string[];
}

/**
 * A public information page whose words live in locales/<lang>/pages.json under `pageKey`:
 * { title, lead, sections: [{ heading, body, points? }], cta?: { text, label, to } }.
 */
export function ContentPage({ pageKey }: { pageKey: string }) {
  const { t } = useTranslation('pages');
  const sections = t(`${pageKey}.sections`, { returnObjects: true }) as ContentSection[];
  const cta = t(`${pageKey}.cta`, { returnObjects: true, defaultValue: null }) as {
    text: string;
    label: string;
    to: string;
  } | null;
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <title>{`${t(`${pageKey}.title`)} · ${t('common:brand.name')}`}</title>
      <h1 className="text-3xl font-bold sm:text-4xl">{t(`${pageKey}.title`)}</h1>
      <p className="mt-4 text-lg text-muted">{t(`${pageKey}.lead`)}</p>
      {Array.isArray(sections) &&
        sections.map((section) => (
          <section key={section.heading} className="mt-10">
            <h2 className="text-xl font-bold sm:text-2xl">{section.heading}</h2>
            <p className="mt-3 leading-relaxed">{section.body}</p>
            {section.points && (
              <ul className="mt-3 list-disc space-y-1 pl-6 leading-relaxed">
                {section.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      {cta && typeof cta === 'object' && (
        <aside className="mt-12 rounded-xl bg-brand-50 p-6">
          <p className="font-medium">{cta.text}</p>
          <Link
            to={cta.to}
            className="mt-4 inline-flex h-11 items-center rounded-md bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
          >
            {cta.label}
          </Link>
        </aside>
      )}
    </article>
  );
}
