import type { ReactNode } from 'react';
import { Form } from 'react-router';

const TONES = {
  plain: 'border-line hover:bg-subtle',
  danger: 'border-danger-600 text-danger-600 hover:bg-danger-50',
};

/** A one-button form that posts an intent (and an id) to the page's action; works without JavaScript. */
export function IntentButton({
  intent,
  id,
  tone = 'plain',
  children,
}: {
  intent: string;
  id?: string;
  tone?: keyof typeof TONES;
  children: ReactNode;
}) {
  return (
    <Form method="post" reloadDocument>
      <input type="hidden" name="intent" value={intent} />
      {id && <input type="hidden" name="id" value={id} />}
      <button type="submit" className={`h-11 rounded-md border px-4 text-sm font-semibold ${TONES[tone]}`}>
        {children}
      </button>
    </Form>
  );
}
