import { type FieldMetadata, getFormProps, getInputProps, type SubmissionResult, useForm } from '@conform-to/react';
import { useTranslation } from 'react-i18next';
import { Form, Link } from 'react-router';
import { LandlordApplicationsList } from '#app/components/applications/landlord-applications-list.tsx';
import { useManagedListing } from '#app/components/landlord/managed-listing.ts';
import { FieldError, FormError } from '#app/components/ui/field-error.tsx';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { formAction, noticeFrom, redirectWithNotice, serviceFrom } from '#app/lib/page-kit.server.ts';
import { MAX_QUESTIONS, QUESTION_MAX } from '#common/application-form.ts';
import { parseLandlordQuery, questionsSchema } from '#server/domain/applications/applications.schemas.ts';
import {
  getListingQuestions,
  listLandlordApplications,
  saveListingQuestions,
} from '#server/domain/applications/landlord.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/listing-applications';

export const handle = { middleware: ['auth'], i18n: ['applications', 'landlord'] };

// /landlord/my-listings/:id/applications: this listing's applications (as /landlord/applications
// shows them, for one listing) and the questions everyone who applies answers.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const service = serviceFrom(context);
  const questions = await forPage(() => getListingQuestions(service, params.id));
  const query = { ...parseLandlordQuery(new URL(request.url).searchParams), listing: params.id };
  return {
    questions: questions.map((q) => ({ id: q.id, question: q.question, required: q.required })),
    data: await listLandlordApplications(service, query),
    query: { status: query.status, sort: query.sort },
    notice: noticeFrom(request),
  };
}

interface Row {
  id: string;
  question: string;
  required: boolean;
}

/** The rows as posted (blank ones dropped), with a move applied: "up:2" or "down:0". */
function postedRows(formData: FormData): Row[] {
  const rows: Row[] = [];
  for (let i = 0; i <= MAX_QUESTIONS; i++) {
    const question = formData.get(`questions[${i}].question`);
    if (question === null) continue;
    rows.push({
      id: String(formData.get(`questions[${i}].id`) ?? ''),
      question: String(question),
      required: formData.get(`questions[${i}].required`) === 'on',
    });
  }
  const move = /^(up|down):(\d+)$/.exec(String(formData.get('intent') ?? ''));
  if (move) {
    const from = Number(move[2]);
    const to = move[1] === 'up' ? from - 1 : from + 1;
    if (rows[from] && rows[to]) [rows[from], rows[to]] = [rows[to], rows[from]];
  }
  return rows.filter((row) => row.question.trim() !== '');
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const service = serviceFrom(context);
  const rows = postedRows(await request.formData());
  const form = new FormData();
  rows.forEach((row, i) => {
    if (row.id) form.set(`questions[${i}].id`, row.id);
    form.set(`questions[${i}].question`, row.question);
    if (row.required) form.set(`questions[${i}].required`, 'on');
  });
  return formAction(form, questionsSchema, async (value) => {
    await saveListingQuestions(service, params.id, value);
    return redirectWithNotice(`/landlord/my-listings/${params.id}/applications#questions`, 'applications:notices.questionsSaved');
  });
}

function QuestionsEditor({ questions, lastResult }: { questions: Row[]; lastResult: SubmissionResult<string[]> | undefined }) {
  const { t } = useTranslation(['applications', 'common', 'landlord']);
  const rows = questions.length < MAX_QUESTIONS ? [...questions, { id: '', question: '', required: false }] : questions;
  const [form, fields] = useForm({
    lastResult,
    defaultValue: { questions: rows.map((q) => ({ id: q.id, question: q.question, required: q.required ? 'on' : undefined })) },
  });
  const list = (
    fields as unknown as { questions: FieldMetadata<{ id: string; question: string; required: string }[]> }
  ).questions.getFieldList();
  return (
    <Form method="post" reloadDocument {...getFormProps(form)} className="mt-4 flex flex-col gap-4">
      <FormError id={form.errorId} errors={form.errors} />
      <FieldError id={`${form.id}-list`} errors={fields.questions?.errors} />
      <ol className="flex flex-col gap-4">
        {list.map((item, i) => {
          const row = item.getFieldset();
          const isNew = !row.id.initialValue;
          const n = i + 1;
          return (
            <li key={item.key} className="rounded-lg border border-line bg-white p-3">
              {row.id.initialValue && <input type="hidden" name={row.id.name} value={row.id.initialValue} />}
              <label htmlFor={row.question.id} className="font-medium">
                {isNew ? t('tab.newQuestion') : t('tab.question', { n })}
              </label>
              <input
                {...getInputProps(row.question, { type: 'text' })}
                key={row.question.key}
                maxLength={QUESTION_MAX}
                className="mt-1 h-12 w-full rounded-md border border-line px-3 text-base aria-[invalid=true]:border-danger-600"
              />
              <FieldError id={row.question.errorId} errors={row.question.errors} />
              <div className="mt-2 flex flex-wrap items-center gap-3">
                <label className="flex min-h-11 items-center gap-2">
                  <input {...getInputProps(row.required, { type: 'checkbox' })} key={row.required.key} className="size-5" />
                  {t('tab.required')}
                </label>
                {!isNew && i > 0 && (
                  <button
                    type="submit"
                    name="intent"
                    value={`up:${i}`}
                    aria-label={t('tab.up', { n })}
                    className="size-11 rounded-md border border-line text-lg"
                  >
                    <span aria-hidden="true">↑</span>
                  </button>
                )}
                {!isNew && i < questions.length - 1 && (
                  <button
                    type="submit"
                    name="intent"
                    value={`down:${i}`}
                    aria-label={t('tab.down', { n })}
                    className="size-11 rounded-md border border-line text-lg"
                  >
                    <span aria-hidden="true">↓</span>
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      {questions.length >= MAX_QUESTIONS && <p className="text-sm">{t('tab.full')}</p>}
      <button
        type="submit"
        name="intent"
        value="save"
        className="h-12 self-start rounded-md bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700"
      >
        {t('tab.save')}
      </button>
    </Form>
  );
}

export default function ListingApplications({ loaderData, actionData, params }: Route.ComponentProps) {
  const { t } = useTranslation(['applications', 'common', 'landlord']);
  const { listing } = useManagedListing();
  const { questions, data, query, notice } = loaderData;
  return (
    <div>
      <title>{`${t('tab.title')} · ${listing.description.title_is ?? t('landlord:untitled')} · ${t('common:brand.name')}`}</title>
      <h1 className="text-lg font-bold">{t('tab.title')}</h1>
      <FlashNotice notice={notice} />
      <p className="mt-1">
        <Link to="/landlord/applications" className="inline-flex min-h-11 items-center text-brand-700 underline">
          {t('tab.all')}
        </Link>
      </p>
      <LandlordApplicationsList data={data} query={query} action={`/landlord/my-listings/${params.id}/applications`} />
      <section id="questions" aria-labelledby="questions-heading" className="mt-10">
        <h2 id="questions-heading" className="text-lg font-bold">
          {t('tab.questions')}
        </h2>
        <p className="mt-1 text-sm text-muted">{t('tab.questionsIntro')}</p>
        <QuestionsEditor questions={questions} lastResult={actionData} />
      </section>
    </div>
  );
}
