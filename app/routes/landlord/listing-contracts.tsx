import { useTranslation } from 'react-i18next';
import { Form, redirect } from 'react-router';
import { ContractList } from '#app/components/contracts/contract-parts.tsx';
import { useManagedListing } from '#app/components/landlord/managed-listing.ts';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { serviceFrom } from '#app/lib/page-kit.server.ts';
import { contractsOfListing, createContract } from '#server/domain/contracts/contracts.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/listing-contracts';

export const handle = { middleware: ['auth'], i18n: ['landlord', 'contracts'] };

// /landlord/my-listings/{id}/rental-contracts: the contracts made from this listing, and starting
// one from it (prefilled from the listing; the wizard takes it from there).
export async function loader({ params, context }: Route.LoaderArgs) {
  return { contracts: await forPage(() => contractsOfListing(serviceFrom(context), params.id)) };
}

export async function action({ params, context }: Route.ActionArgs) {
  const contract = await forPage(() => createContract(serviceFrom(context), { from: 'listing', listingId: params.id }));
  return redirect(`/rental-contracts/${contract.id}/edit`);
}

export default function ListingContracts({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { listing } = useManagedListing();
  const title = t('landlord:sections.rentalContracts');
  const start = (
    <Form method="post" reloadDocument>
      <button type="submit" className={buttonStyles('primary')}>
        {t('contracts:tab.start')}
      </button>
    </Form>
  );
  return (
    <div>
      <title>{`${title} · ${listing.description.title_is ?? t('landlord:untitled')} · ${t('brand.name')}`}</title>
      <h1 className="text-lg font-bold">{title}</h1>
      <p className="mt-1 text-muted">{t('contracts:tab.intro')}</p>
      {loaderData.contracts.length === 0 ? (
        <EmptyState
          className="mt-4"
          headingLevel={2}
          title={t('contracts:tab.emptyTitle')}
          text={t('contracts:tab.emptyText')}
          action={start}
        />
      ) : (
        <>
          <ContractList contracts={loaderData.contracts} />
          <div className="mt-4">{start}</div>
        </>
      )}
    </div>
  );
}
