import type { InputHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { NativeSelect } from '#app/components/ui/native-select.tsx';
import { CountLink } from './page-links.tsx';

// The pieces every staff list page (/man/...) is made of: its title, a search form that is a
// plain GET (works without JavaScript), counts that link to their filtered list, and the results
// or an empty state. The page keeps its own query, service call and result rows.

/** The page's <title>, heading and one line about what the list holds. */
export function StaffListHeader({ title, intro }: { title: string; intro: string }) {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${title} · ${t('brand.name')}`}</title>
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-1 text-muted">{intro}</p>
    </>
  );
}

const LAYOUTS = {
  /** Up to three fields a row, the buttons in the last cell. */
  grid: 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3',
  /** One wide search field and a few selects on one row. */
  row: 'grid gap-3 md:grid-cols-[2fr_1fr_1fr_auto] md:items-end',
  /** One search field and its button. */
  single: 'grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end',
} as const;

/** A search form over a list: GET to the list's own path, with a submit and, if given, a clear link. */
export function StaffSearchForm({
  action,
  layout = 'grid',
  submitLabel,
  clear,
  children,
}: {
  action: string;
  layout?: keyof typeof LAYOUTS;
  submitLabel: string;
  clear?: { label: string };
  children: ReactNode;
}) {
  const submit = (
    <button type="submit" className="h-12 flex-1 rounded-md bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700">
      {submitLabel}
    </button>
  );
  return (
    <Form
      method="get"
      action={action}
      role="search"
      className={`mt-6 rounded-xl border border-line bg-white p-4 ${LAYOUTS[layout]}`}
    >
      {children}
      {clear ? (
        <div className="flex items-end gap-3">
          {submit}
          <Link to={action} className="inline-flex h-12 items-center px-2 font-semibold text-brand-700 underline">
            {clear.label}
          </Link>
        </div>
      ) : (
        submit
      )}
    </Form>
  );
}

const fieldClass = 'h-12 w-full rounded-md border border-line bg-white px-3 text-base';

/** A labelled text (or date) field of a search form. */
export function SearchField({
  id,
  label,
  defaultValue,
  type = 'search',
  ...rest
}: { id: string; label: string; defaultValue: string | undefined } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'defaultValue' | 'className'
>) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <input id={id} type={type} defaultValue={defaultValue ?? ''} className={fieldClass} {...rest} />
    </div>
  );
}

/** A labelled select of a search form, with an "any" first option (the empty value). */
export function SearchSelect({
  id,
  name,
  label,
  defaultValue,
  anyLabel,
  children,
}: {
  id: string;
  name: string;
  label: string;
  defaultValue: string | undefined;
  anyLabel?: string;
  /** The options; given as <option>s, or built from `options`. */
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      <NativeSelect id={id} name={name} defaultValue={defaultValue ?? ''} size="lg">
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {children}
      </NativeSelect>
    </div>
  );
}

/** `<option>`s from values and a label for each. */
export function Options<V extends string>({ values, label }: { values: readonly V[]; label: (value: V) => string }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {label(value)}
    </option>
  ));
}

export interface CountLinkItem {
  href: string;
  current: boolean;
  label: string;
}

/** Counts (or filters) as pills linking to their filtered list; the current one is filled. */
export function CountLinks({ label, links }: { label: string; links: CountLinkItem[] }) {
  return (
    <nav aria-label={label} className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.href}>
            <CountLink href={link.href} current={link.current}>
              {link.label}
            </CountLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The results, or an empty state when there are none. */
export function StaffResults({
  empty,
  isEmpty,
  children,
}: {
  empty: { title: string; text: string };
  isEmpty: boolean;
  children: ReactNode;
}) {
  if (isEmpty) return <EmptyState className="mt-6" headingLevel={2} title={empty.title} text={empty.text} />;
  return <div className="mt-4">{children}</div>;
}

/**
 * A plain table of rows under column headings, scrolling sideways on a narrow screen; an empty
 * list shows its sentence instead. The page renders the rows (<tr>s).
 */
export function StaffTable({
  headings,
  empty,
  isEmpty,
  testId,
  children,
}: {
  headings: string[];
  empty: string;
  isEmpty: boolean;
  testId?: string;
  children: ReactNode;
}) {
  if (isEmpty) return <p className="mt-4 text-muted">{empty}</p>;
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid={testId}>
        <thead>
          <tr className="border-b border-line">
            {headings.map((heading) => (
              <th key={heading} scope="col" className="py-2 pr-3 font-semibold">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
