import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FileSize } from '#app/components/account/file-size.tsx';
import { uiLocale } from '#app/components/ui/locale.ts';
import { formatDate } from '#common/format.ts';

export interface TeamDocumentItem {
  id: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  created_at: string;
}

/**
 * A team's verification documents, each with its size, date and a download link (`href` says
 * where: the team's page or /man); `actions` adds buttons per row. Needs the profile namespace.
 */
export function TeamDocumentList({
  items,
  href,
  actions,
}: {
  items: TeamDocumentItem[];
  href: (item: TeamDocumentItem) => string;
  actions?: (item: TeamDocumentItem) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const locale = uiLocale(i18n.language);
  return (
    <ul className="divide-y divide-line rounded-xl border border-line bg-white">
      {items.map((item) => (
        <li
          key={item.id}
          data-testid="team-document"
          className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between"
        >
          <div className="min-w-0">
            <p className="font-semibold [overflow-wrap:anywhere]">{item.file_name}</p>
            <p className="text-sm text-muted">
              {t(item.content_type === 'application/pdf' ? 'profile:files.pdf' : 'profile:files.image')} ·{' '}
              <FileSize bytes={item.size_bytes} /> ·{' '}
              {t('profile:files.uploaded', { date: formatDate(item.created_at, 'date', locale) })}
            </p>
          </div>
          <div className="flex flex-wrap items-start gap-2">
            <a
              href={href(item)}
              download={item.file_name}
              className="inline-flex h-11 items-center rounded-md border border-line px-4 text-sm font-semibold hover:bg-subtle"
            >
              {t('profile:files.download')}
              <span className="sr-only"> {item.file_name}</span>
            </a>
            {actions?.(item)}
          </div>
        </li>
      ))}
    </ul>
  );
}
