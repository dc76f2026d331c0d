import { data } from 'react-router';

export const handle = { middleware: ['public'] };

/** /403: the forbidden page, with its status. */
export function loader() {
  throw data('Forbidden', { status: 403 });
}

export default function Forbidden() {
  return null;
}
