import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { uiLocale } from '#app/components/ui/locale.ts';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import { formatDate } from '#common/format.ts';

export interface ApplicationBodyData {
  message: string;
  adults: number;
  children: number;
  pets: boolean;
  pets_note: string | null;
  move_in_date: string | null;
  answers: { question_id: string; question: string; answer: string }[];
  income_band: number | null;
  share_paychecks: boolean;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="font-medium">{label}</dt>
      <dd className="whitespace-pre-line [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** The application as sent: message, household, move-in, answers, income band. */
export function ApplicationBody({ application: a }: { application: ApplicationBodyData }) {
  const { t, i18n } = useTranslation('applications');
  const locale = uiLocale(i18n.language);
  return (
    <>
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
        <Row label={t('detail.message')}>{a.message}</Row>
        <Row label={t('detail.household')}>
          {t('detail.householdText', {
            adults: t('detail.adults', { count: a.adults }),
            children: t('detail.children', { count: a.children }),
          })}
        </Row>
        <Row label={t('detail.pets')}>{a.pets ? (a.pets_note ?? t('apply.yes')) : t('detail.noPets')}</Row>
        <Row label={t('detail.moveIn')}>{a.move_in_date ? formatDate(a.move_in_date, 'date', locale) : t('detail.flexible')}</Row>
        <Row label={t('detail.income')}>{a.income_band ? tDynamic(t, `incomeBand.${a.income_band}`) : t('detail.notStated')}</Row>
        <Row label={t('detail.shared')}>{a.share_paychecks ? t('apply.yes') : t('apply.no')}</Row>
      </dl>
      {a.answers.length > 0 && (
        <>
          <h3 className="mt-6 font-semibold">{t('detail.answers')}</h3>
          <dl className="mt-2 flex flex-col gap-3">
            {a.answers.map((answer) => (
              <div key={answer.question_id}>
                <dt className="font-medium [overflow-wrap:anywhere]">{answer.question}</dt>
                <dd className="whitespace-pre-line [overflow-wrap:anywhere]">{answer.answer}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </>
  );
}
