import { ContentPage } from '#app/components/content/content-page.tsx';
import { contentPage } from '#server/domain/content/pages.ts';
import { getRequestContext } from '#server/http/request-context.ts';
import type { Route } from './+types/about';

export const handle = { middleware: ['public'] };

export function loader({ context }: Route.LoaderArgs) {
  return contentPage(getRequestContext(context).locale, 'about');
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData} />;
}
