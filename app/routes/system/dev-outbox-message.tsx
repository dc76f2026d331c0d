import { data, Link } from 'react-router';
import { getRequestContext } from '#server/http/request-context.ts';
import { readOutboxMessage } from '#server/integrations/mail/mailer.ts';
import type { Route } from './+types/dev-outbox-message';

export const handle = { middleware: ['public'] };

export async function loader({ params, context }: Route.LoaderArgs) {
  const dir = getRequestContext(context).outboxDir;
  const mail = dir ? await readOutboxMessage(dir, params.file) : null;
  if (!mail) throw data('This page could not be found', { status: 404 });
  return { mail };
}

export default function DevOutboxMessage({ loaderData }: Route.ComponentProps) {
  const { mail } = loaderData;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10" lang="en">
      <title>{mail.subject}</title>
      <Link to="/dev/outbox" className="text-sm text-brand-700 underline">
        Mail outbox
      </Link>
      <h1 className="mt-2 text-2xl font-bold">{mail.subject}</h1>
      <p className="mt-1 text-sm text-muted">
        To {mail.to} · {mail.kind} · {mail.locale} · {mail.createdAt}
      </p>
      <h2 className="mt-6 font-semibold">HTML</h2>
      <iframe
        title="HTML part"
        sandbox=""
        srcDoc={mail.html}
        className="mt-2 h-[32rem] w-full rounded-lg border border-line bg-white"
      />
      <h2 className="mt-6 font-semibold">Text</h2>
      <pre data-testid="mail-text" className="mt-2 whitespace-pre-wrap rounded-lg bg-subtle p-4 text-sm">
        {mail.text}
      </pre>
    </div>
  );
}
