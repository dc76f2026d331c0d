import { Outlet, useMatches } from 'react-router';
import { SiteHeader } from '#app/components/layout/site-header.tsx';
import { type WizardPosition, WizardStepper } from '#app/components/listing-forms/wizard-stepper.tsx';
import { useRootData } from '#app/lib/root-data.ts';

export const handle = { i18n: ['wizard'] };

// The listing wizard's layout: the site header, the stepper (when the page is a step) and one
// focused column; no footer to wander off into. A page puts `wizard: WizardPosition` in its
// loader data to show the stepper.
export default function CreateListingStepLayout() {
  const root = useRootData();
  const matches = useMatches();
  const position = matches
    .map((m) => (m.loaderData as { wizard?: WizardPosition } | undefined)?.wizard)
    .filter(Boolean)
    .at(-1);
  return (
    <div className="flex min-h-dvh flex-col bg-subtle">
      <SiteHeader user={root?.user ?? null} />
      {position && <WizardStepper position={position} />}
      <main id="main" className="flex-1">
        <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:py-10">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
