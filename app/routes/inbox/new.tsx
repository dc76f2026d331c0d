import { getFormProps, getTextareaProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useTranslation } from 'react-i18next';
import { Form, Link, redirect, useNavigation } from 'react-router';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { FieldError, FormError } from '#app/components/ui/field-error.tsx';
import { inputClass } from '#app/components/ui/field-styles.ts';
import { formAction, serviceFrom } from '#app/lib/page-kit.server.ts';
import { contextHref, MESSAGE_MAX } from '#common/inbox.ts';
import { isId } from '#common/input.ts';
import { describeStart, findConversationFor, startConversation } from '#server/domain/inbox/conversations.service.ts';
import { firstMessageSchema, type StartConversationInput } from '#server/domain/inbox/inbox.schemas.ts';
import { forPage } from '#server/http/page-errors.ts';
import { AppError } from '#server/lib/errors.ts';
import type { Route } from './+types/new';

export const handle = { middleware: ['auth'], i18n: ['inbox'] };

// /inbox/new?listing={id} | ?application={id} | ?offer={id}: write to the other side about it.
// The conversation of a tenant and a listing exists once: if it does, this opens it. Guests sign
// in first and come back here (the auth guard keeps the address).

function contextFrom(request: Request): StartConversationInput {
  const params = new URL(request.url).searchParams;
  const pick = (name: string) => {
    const value = params.get(name);
    if (value === null) return undefined;
    if (!isId(value)) throw new AppError('not_found');
    return value.toLowerCase();
  };
  const input = { listing_id: pick('listing'), application_id: pick('application'), offer_id: pick('offer'), body: undefined };
  if ([input.listing_id, input.application_id, input.offer_id].filter(Boolean).length !== 1) throw new AppError('not_found');
  return input;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const service = serviceFrom(context);
  const input = await forPage(async () => contextFrom(request));
  const existing = await forPage(() => findConversationFor(service, input));
  if (existing) throw redirect(`/inbox/${existing}`);
  return { start: await forPage(() => describeStart(service, input)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const service = serviceFrom(context);
  const input = await forPage(async () => contextFrom(request));
  return formAction(await request.formData(), firstMessageSchema, async ({ body }) => {
    const { id } = await startConversation(service, { ...input, body });
    return redirect(`/inbox/${id}`);
  });
}

export default function NewConversation({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const navigation = useNavigation();
  const { start } = loaderData;
  const [form, fields] = useForm({
    lastResult: actionData,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: firstMessageSchema }),
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
  });
  const title =
    (i18n.language !== 'is' ? (start.listing_title_en ?? start.listing_title_is) : start.listing_title_is) ??
    t('inbox:context.untitled');
  const about =
    start.kind === 'offer'
      ? t('inbox:context.aboutOffer', { title })
      : start.kind === 'application'
        ? t('inbox:context.aboutApplication', { title })
        : t('inbox:context.aboutListing', { title });
  const busy = navigation.state === 'submitting';
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <title>{`${t('inbox:start.title')} · ${t('brand.name')}`}</title>
      <p>
        <Link
          to={contextHref(start, start.my_side) ?? `/listings/${start.listing_id}`}
          className="inline-flex min-h-11 items-center font-medium text-brand-700 underline"
        >
          {start.kind === 'offer'
            ? t('inbox:start.backToOffer')
            : start.kind === 'application'
              ? t('inbox:start.backToApplication')
              : t('inbox:start.back')}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{t('inbox:start.title')}</h1>
      <section data-testid="conversation-context" className="mt-4 rounded-xl border border-line bg-subtle p-4">
        <p className="font-semibold break-words">{about}</p>
        {start.listing_town && <p className="text-sm text-muted">{start.listing_town}</p>}
        <p className="mt-2">{t('inbox:start.to', { name: start.other_name ?? t('inbox:someone') })}</p>
      </section>
      <Form method="post" reloadDocument {...getFormProps(form)} className="mt-6 flex flex-col gap-4">
        <FormError id={form.errorId} errors={form.errors} />
        <div className="flex flex-col gap-1">
          <label htmlFor={fields.body.id} className="font-medium">
            {t('inbox:start.body')}
          </label>
          <p id={`${fields.body.id}-hint`} className="text-sm text-muted">
            {t('inbox:start.intro')}
          </p>
          <textarea
            {...getTextareaProps(fields.body)}
            key={fields.body.key}
            aria-describedby={`${fields.body.id}-hint ${fields.body.errorId}`}
            rows={6}
            maxLength={MESSAGE_MAX}
            className={`${inputClass} py-2`}
          />
          <FieldError id={fields.body.errorId} errors={fields.body.errors} />
        </div>
        <div>
          <button type="submit" className={buttonStyles('primary')} disabled={busy}>
            {t('inbox:start.send')}
          </button>
        </div>
      </Form>
    </div>
  );
}
