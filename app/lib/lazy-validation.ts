import { parse, type Submission } from '@conform-to/react';
import { useEffect } from 'react';

// A form's checks in the browser without Zod on the first load (issue 20 §4): the schema and
// parseWithZod come in their own chunk when the person first focuses a field (or submits at once).
// Until they are here, a submission is checked by the server, as it is without JavaScript (the same
// schema, the same messages), and a field's check on blur or input waits for the next one.

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

/**
 * conform's `onValidate` for a schema loaded on demand. `load` must be a module-level constant
 * (it keys the cache), e.g. `() => import('#common/x.ts').then((m) => (fd) => parseWithZod(fd, { schema: m.x }))`.
 */
export function useLazyValidation<S extends Submission<unknown, unknown, unknown>>(
  load: () => Promise<Validate<S>>,
): (context: { formData: FormData }) => S {
  useEffect(() => {
    const onFocus = () => start(load);
    document.addEventListener('focusin', onFocus, { once: true });
    return () => document.removeEventListener('focusin', onFocus);
  }, [load]);
  return ({ formData }) => {
    const validate = loaded.get(load) as Validate<S> | undefined;
    if (validate) return validate(formData);
    start(load);
    // A submission: error null is conform's "not checked here", and it goes to the server. A field's
    // check (a validate intent) must not: an empty error stops it here and shows nothing.
    const intent = formData.has('__intent__');
    return parse(formData, { resolve: () => ({ error: intent ? {} : null }) }) as unknown as S;
  };
}
