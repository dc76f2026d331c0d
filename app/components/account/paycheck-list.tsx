import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '#common/format.ts';
import type { Locale } from '#common/locales.ts';
import { FileSize } from './file-size.tsx';

export interface PaycheckItem {
  id: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  created_at: string;
}

/** Income documents with their size, date and a download link; `actions` adds buttons per row. */
export function PaycheckList({ items, actions }: { items: PaycheckItem[]; actions?: (item: PaycheckItem) => ReactNode }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language as Locale;
  return (
    <ul className="divide-y divide-line rounded-xl border border-line">
      {items.map((item) => (
        <li
          key={item.id}
          data-testid="paycheck"
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
              href={`/paychecks/${item.id}`}
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
