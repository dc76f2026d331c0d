import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The narrow page the sign-in, sign-up and password pages share. */
export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 [overflow-wrap:anywhere] sm:py-16">
      <title>{`${title} · ${t('brand.name')}`}</title>
      <h1 className="text-2xl font-bold sm:text-3xl">{title}</h1>
      {intro && <p className="mt-2 text-muted">{intro}</p>}
      {children}
    </div>
  );
}

export function Notice({ tone = 'info', children }: { tone?: 'info' | 'success' | 'warning'; children: ReactNode }) {
  const styles = {
    info: 'border-brand-100 bg-brand-50',
    success: 'border-success-700 bg-white text-success-700',
    warning: 'border-warning-100 bg-warning-100',
  }[tone];
  return (
    <p role={tone === 'warning' ? 'alert' : 'status'} className={`mt-6 rounded-md border p-3 text-sm ${styles}`}>
      {children}
    </p>
  );
}
