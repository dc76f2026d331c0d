import { getFormProps, type SubmissionResult, useForm } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import { SubmitButton } from '#app/components/forms/input-field.tsx';
import { FormError } from '#app/components/ui/field-error.tsx';
import { NOTIFICATION_CHANNELS, NOTIFICATION_KINDS, type NotificationPreferences } from '#common/notification-kinds.ts';

/**
 * Kind by channel: one fieldset per kind (its name is the legend), a checkbox per channel. Plain
 * checkboxes, so the form works without JavaScript; a box left unticked is sent as nothing,
 * which the server reads as "off". Rows stack, so it stays usable at 360 px.
 */
export function PreferencesForm({
  preferences,
  lastResult,
  cursor,
}: {
  preferences: NotificationPreferences;
  lastResult?: SubmissionResult<string[]> | null;
  cursor: string | null;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form] = useForm({ id: 'notification-preferences', lastResult });
  return (
    <section id="preferences" aria-labelledby="preferences-heading" className="mt-10 rounded-xl border border-line p-4 sm:p-6">
      <h2 id="preferences-heading" className="text-lg font-bold">
        {t('notifications:preferences.heading')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('notifications:preferences.intro')}</p>
      <Form method="post" reloadDocument {...getFormProps(form)} className="mt-4 flex flex-col gap-4">
        <input type="hidden" name="intent" value="preferences" />
        {cursor && <input type="hidden" name="cursor" value={cursor} />}
        <FormError id={form.errorId} errors={form.errors} />
        <div className="divide-y divide-line">
          {NOTIFICATION_KINDS.map((kind) => (
            <fieldset key={kind} className="py-3" data-testid={`preferences-${kind}`}>
              <legend className="pb-1 font-semibold">{t(`notifications:kinds.${kind}`)}</legend>
              {kind === 'news' && (
                <p id="news-hint" className="text-sm text-muted">
                  {t('notifications:preferences.news_hint')}
                </p>
              )}
              <div className="flex flex-wrap gap-x-8">
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <label key={channel} className="flex min-h-11 cursor-pointer items-center gap-3">
                    <input
                      type="checkbox"
                      name={`${kind}.${channel}`}
                      defaultChecked={preferences[kind][channel]}
                      aria-describedby={kind === 'news' && channel === 'email' ? 'news-hint' : undefined}
                      className="size-5 accent-brand-600"
                    />
                    {t(`notifications:channels.${channel}`)}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
        </div>
        <SubmitButton busy={navigation.state === 'submitting'}>{t('notifications:preferences.save')}</SubmitButton>
      </Form>
    </section>
  );
}
