import { Outlet } from 'react-router';
import { SiteFooter } from '#app/components/layout/site-footer.tsx';
import { SiteHeader } from '#app/components/layout/site-header.tsx';
import { useRootData } from '#app/lib/root-data.ts';

// The listings layout: the site header over a full-width page (search with its filters and map,
// and a listing's own page), then the footer. Each page declares its own access.
export default function ListingsLayout() {
  const root = useRootData();
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader user={root?.user ?? null} />
      <main id="main" className="w-full flex-1">
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
