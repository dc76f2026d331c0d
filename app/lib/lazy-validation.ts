import { parse, type Submission } from '@conform-to/react';
import { useEffect } from 'react';

// A form's checks in the browser without Zod on the first load (issue 20 §4): the schema and
// parseWithZod come in their own chunk when the person first focuses a field (or submits at once).
// Until they are here, the form leaves the checking to the server, as it does without JavaScript:
// the same schema, the same messages.

type Validate<S> = (formData: FormData) => S;

const loaded = new WeakMap<() => Promise<unknown>, unknown>();
const pending = new WeakMap<() => Promise<unknown>, Promise<unknown>>();

function start<S>(load: () => Promise<Validate<S>>): void {
  if (loaded.has(load) || pending.has(load)) return;
  pending.set(
    load,
    load().then(
      (validate) => loaded.set(load, validate),
      () => pending.delete(load), // tried again on the next focus; the server checks meanwhile
    ),
  );
}

/** Asks conform again for the same check (its validate intent, sent as a hidden submitter). */
function revalidate(form: HTMLFormElement, intent: string, load: () => Promise<unknown>): void {
  if (!form.isConnected || !loaded.has(load)) return;
  const button = document.createElement('button');
  button.type = 'submit';
  button.name = '__intent__';
  button.value = intent;
  button.hidden = true;
  form.appendChild(button);
  form.requestSubmit(button);
  button.remove();
}

/**
 * conform's `onValidate` for a schema loaded on demand. `load` must be a module-level constant
 * (it keys the cache), e.g. `() => import('#common/x.ts').then((m) => (fd) => parseWithZod(fd, { schema: m.x }))`.
 */
export function useLazyValidation<S extends Submission<unknown, unknown, unknown>>(
  load: () => Promise<Validate<S>>,
): (context: { formData: FormData; form?: HTMLFormElement }) => S {
  useEffect(() => {
    const onFocus = () => start(load);
    document.addEventListener('focusin', onFocus, { once: true });
    return () => document.removeEventListener('focusin', onFocus);
  }, [load]);
  return ({ formData, form }) => {
    const validate = loaded.get(load) as Validate<S> | undefined;
    if (validate) return validate(formData);
    start(load);
    // A field checked on blur before the checks were here is checked again once they are.
    const intent = formData.get('__intent__');
    if (form && typeof intent === 'string') void pending.get(load)?.then(() => revalidate(form, intent, load));
    // error: null is conform's "not checked here": the submission goes to the server.
    return parse(formData, { resolve: () => ({ error: null }) }) as unknown as S;
  };
}
