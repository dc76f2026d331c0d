import { ContentPage } from '#app/components/content/content-page.tsx';
import { contentPage } from '#server/domain/content/pages.ts';
import { getRequestContext } from '#server/http/request-context.ts';
import type { Route } from './+types/renters';

export const handle = { middleware: ['public'] };

export function loader({ context }: Route.LoaderArgs) {
  return contentPage(getRequestContext(context).locale, 'renters');
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData} />;
}
