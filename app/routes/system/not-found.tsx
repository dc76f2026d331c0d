import { data } from 'react-router';

export const handle = { middleware: ['public'] };

/** /404: the not-found page, with its status. */
export function loader() {
  throw data('This page could not be found', { status: 404 });
}

export default function NotFound() {
  return null;
}
