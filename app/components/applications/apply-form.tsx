import {
  type FieldMetadata,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useNavigation } from 'react-router';
import type { z } from 'zod';
import { SubmitButton } from '#app/components/forms/input-field.tsx';
import { FieldError, FormError } from '#app/components/ui/field-error.tsx';
import { NativeSelect } from '#app/components/ui/native-select.tsx';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import { houseRuleClashes, INCOME_BAND_VALUES } from '#common/application-form.ts';
import { MAX_ADULTS, MAX_CHILDREN } from '#common/application-rules.ts';

const input = 'h-12 w-full rounded-md border border-line px-3 text-base aria-[invalid=true]:border-danger-600';
const area = 'min-h-28 w-full rounded-md border border-line p-3 text-base aria-[invalid=true]:border-danger-600';

export interface ApplyQuestion {
  id: string;
  question: string;
  required: boolean;
}

/**
 * The application form: message, household, move-in, the landlord's questions, sharing and an
 * optional income band. Posts without JavaScript; with it, checks as you go and warns at once
 * when the household clashes with the house rules.
 */
export function ApplyForm({
  schema,
  lastResult,
  questions,
  rules,
  today,
}: {
  schema: z.ZodType;
  lastResult: SubmissionResult<string[]> | undefined;
  questions: ApplyQuestion[];
  rules: { pets_allowed: boolean | null; max_occupants: number | null };
  today: string;
}) {
  const { t } = useTranslation('applications');
  const navigation = useNavigation();
  const [form, fields] = useForm({
    lastResult,
    defaultValue: {
      adults: '1',
      children: '0',
      answers: questions.map((q) => ({ questionId: q.id, answer: '' })),
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  const f = fields as unknown as Record<string, FieldMetadata<string>>;
  const answers = (fields as unknown as { answers: FieldMetadata<{ questionId: string; answer: string }[]> }).answers;
  const answerFields = answers.getFieldList();
  const [household, setHousehold] = useState({ adults: 1, children: 0, pets: false });
  const clashes = houseRuleClashes(household, rules);

  return (
    <Form
      method="post"
      reloadDocument
      {...getFormProps(form)}
      className="flex flex-col gap-6"
      onChange={(event) => {
        const data = new FormData(event.currentTarget);
        setHousehold({
          adults: Number(data.get(f.adults.name)) || 0,
          children: Number(data.get(f.children.name)) || 0,
          pets: data.get(f.pets.name) === 'on',
        });
      }}
    >
      <FormError id={form.errorId} errors={form.errors} />
      <div className="flex flex-col gap-1">
        <label htmlFor={f.message.id} className="font-medium">
          {t('apply.message')}
        </label>
        <p id={`${f.message.id}-hint`} className="text-sm text-muted">
          {t('apply.messageHint')}
        </p>
        <textarea
          {...getTextareaProps(f.message)}
          key={f.message.key}
          rows={6}
          aria-describedby={`${f.message.id}-hint ${f.message.errorId}`}
          className={area}
        />
        <FieldError id={f.message.errorId} errors={f.message.errors} />
      </div>

      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-lg font-semibold">{t('apply.household')}</legend>
        <div className="grid grid-cols-2 gap-3">
          {(['adults', 'children'] as const).map((name) => (
            <div key={name} className="flex flex-col gap-1">
              <label htmlFor={f[name].id} className="font-medium">
                {t(`apply.${name}`)}
              </label>
              <input
                {...getInputProps(f[name], { type: 'number' })}
                key={f[name].key}
                min={name === 'adults' ? 1 : 0}
                max={name === 'adults' ? MAX_ADULTS : MAX_CHILDREN}
                inputMode="numeric"
                className={input}
              />
              <FieldError id={f[name].errorId} errors={f[name].errors} />
            </div>
          ))}
        </div>
        <label className="flex min-h-11 items-center gap-3">
          <input {...getInputProps(f.pets, { type: 'checkbox' })} key={f.pets.key} className="size-5" />
          <span>{t('apply.pets')}</span>
        </label>
        <div className="flex flex-col gap-1">
          <label htmlFor={f.petsNote.id} className="font-medium">
            {t('apply.petsNote')}
          </label>
          <p id={`${f.petsNote.id}-hint`} className="text-sm text-muted">
            {t('apply.petsNoteHint')}
          </p>
          <input
            {...getInputProps(f.petsNote, { type: 'text' })}
            key={f.petsNote.key}
            aria-describedby={`${f.petsNote.id}-hint ${f.petsNote.errorId}`}
            className={input}
          />
          <FieldError id={f.petsNote.errorId} errors={f.petsNote.errors} />
        </div>
        <div aria-live="polite" data-testid="rule-clashes">
          {clashes.map((clash) => (
            <p key={clash} className="mt-1 rounded-md bg-warning-100 p-3 text-sm font-medium">
              {clash === 'pets' ? t('apply.petsClash') : t('apply.occupantsClash', { max: rules.max_occupants })}
            </p>
          ))}
        </div>
      </fieldset>

      <div className="flex flex-col gap-1">
        <label htmlFor={f.moveInDate.id} className="font-medium">
          {t('apply.moveIn')}
        </label>
        <p id={`${f.moveInDate.id}-hint`} className="text-sm text-muted">
          {t('apply.moveInHint')}
        </p>
        <input
          {...getInputProps(f.moveInDate, { type: 'date' })}
          key={f.moveInDate.key}
          min={today}
          aria-describedby={`${f.moveInDate.id}-hint ${f.moveInDate.errorId}`}
          className={input}
        />
        <FieldError id={f.moveInDate.errorId} errors={f.moveInDate.errors} />
      </div>

      {questions.length > 0 && (
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-1 text-lg font-semibold">{t('apply.questions')}</legend>
          {answerFields.map((item, i) => {
            const q = questions[i];
            if (!q) return null;
            const row = item.getFieldset();
            return (
              <div key={q.id} className="flex flex-col gap-1">
                <input type="hidden" name={row.questionId.name} value={q.id} />
                <label htmlFor={row.answer.id} className="font-medium [overflow-wrap:anywhere]">
                  {q.question}{' '}
                  <span className="text-sm font-normal text-muted">
                    ({q.required ? t('apply.requiredQuestion') : t('apply.optionalQuestion')})
                  </span>
                </label>
                <textarea
                  {...getTextareaProps(row.answer)}
                  key={row.answer.key}
                  rows={3}
                  required={q.required}
                  aria-required={q.required}
                  className={area}
                />
                <FieldError id={row.answer.errorId} errors={row.answer.errors} />
              </div>
            );
          })}
        </fieldset>
      )}

      <div className="flex flex-col gap-1">
        <label className="flex min-h-11 items-start gap-3">
          <input
            {...getInputProps(f.sharePaychecks, { type: 'checkbox' })}
            key={f.sharePaychecks.key}
            aria-describedby="share-hint"
            className="mt-0.5 size-5 shrink-0"
          />
          <span className="font-medium">{t('apply.share')}</span>
        </label>
        <p id="share-hint" className="text-sm text-muted">
          {t('apply.shareHint')}
        </p>
      </div>

      <div className="flex flex-col gap-1">
        <label htmlFor={f.incomeBand.id} className="font-medium">
          {t('apply.income')}
        </label>
        <p id={`${f.incomeBand.id}-hint`} className="text-sm text-muted">
          {t('apply.incomeHint')}
        </p>
        <NativeSelect
          {...getSelectProps(f.incomeBand)}
          key={f.incomeBand.key}
          aria-describedby={`${f.incomeBand.id}-hint`}
          size="lg"
        >
          <option value="">{t('apply.incomeNone')}</option>
          {INCOME_BAND_VALUES.map((band) => (
            <option key={band} value={band}>
              {tDynamic(t, `incomeBand.${band}`)}
            </option>
          ))}
        </NativeSelect>
        <FieldError id={f.incomeBand.errorId} errors={f.incomeBand.errors} />
      </div>

      <SubmitButton busy={navigation.state === 'submitting'}>{t('apply.send')}</SubmitButton>
    </Form>
  );
}
