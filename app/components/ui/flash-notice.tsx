import { useTranslation } from 'react-i18next';
import { Notice } from '#app/components/forms/auth-card.tsx';
import type { FlashNotice as FlashNoticeData } from '#common/notices.ts';

/**
 * The notice an action redirected with (common/notices.ts), from the page's loader data; shown
 * once, since the cookie that carried it is cleared. `values` are what the page adds to its text.
 */
export function FlashNotice({
  notice,
  values,
}: {
  notice: FlashNoticeData | null | undefined;
  values?: Record<string, unknown>;
}) {
  const { t } = useTranslation();
  if (!notice) return null;
  const text = t(notice.key, { ...values, ...(notice.count !== undefined ? { count: notice.count } : {}), email: notice.email });
  return <Notice tone={notice.tone}>{text}</Notice>;
}
