import { ContentPage } from '#app/components/content/content-page.tsx';

export const handle = { middleware: ['public'] };

export default function Page() {
  return <ContentPage pageKey="about" />;
}
