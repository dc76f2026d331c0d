import { data, Link } from 'react-router';
import { getRequestContext } from '#server/http/request-context.ts';
import { readOutbox } from '#server/integrations/mail/mailer.ts';
import type { Route } from './+types/dev-outbox';

// Development only: the mails the outbox transport wrote. Not translated on purpose: a tool for
// developers, absent (404) in production.
export const handle = { middleware: ['public'] };

export async function loader({ context }: Route.LoaderArgs) {
  const dir = getRequestContext(context).outboxDir;
  if (!dir) throw data('This page could not be found', { status: 404 });
  return { mails: (await readOutbox(dir)).slice(0, 200) };
}

export default function DevOutbox({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-4xl px-4 py-10" lang="en">
      <title>Mail outbox (development)</title>
      <h1 className="text-2xl font-bold">Mail outbox</h1>
      <p className="mt-2 text-muted">Mails written by the outbox transport (SMTP_URL unset), newest first. Development only.</p>
      {loaderData.mails.length === 0 ? (
        <p className="mt-6">No mail yet.</p>
      ) : (
        <ul className="mt-6 divide-y divide-line rounded-xl border border-line">
          {loaderData.mails.map((mail) => (
            <li key={mail.id}>
              <Link to={`/dev/outbox/${mail.id}`} className="flex flex-col gap-1 p-4 hover:bg-subtle">
                <span className="font-semibold">{mail.subject}</span>
                <span className="text-sm text-muted">
                  {mail.to} · {mail.kind} · {mail.locale} · {mail.createdAt}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
