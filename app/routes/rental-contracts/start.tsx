import { useTranslation } from 'react-i18next';
import { data, Form, redirect } from 'react-router';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { FormError } from '#app/components/ui/field-error.tsx';
import { refusalOf, serviceFrom } from '#app/lib/page-kit.server.ts';
import { useRootData } from '#app/lib/root-data.ts';
import { contractStartSchema } from '#server/domain/contracts/contracts.schemas.ts';
import { createContract } from '#server/domain/contracts/contracts.service.ts';
import { listOwnListings } from '#server/domain/listings/listings.service.ts';
import type { Route } from './+types/start';
import { editBase } from './wizard-paths.ts';

export const handle = { middleware: ['auth'], i18n: ['contracts'] };

// /rental-contracts/edit: start a contract. Blank as landlord (for the acting team in team
// mode), blank as tenant for a tenancy found elsewhere, or from one of my listings.

export async function loader({ context }: Route.LoaderArgs) {
  const rows = await listOwnListings(serviceFrom(context));
  const listings = rows
    .filter((l) => l.status !== 'draft')
    .map((l) => ({
      id: l.id,
      title: l.titleIs ?? [l.street, l.houseNumber].filter(Boolean).join(' '),
      address: [`${l.street ?? ''} ${l.houseNumber ?? ''}`.trim(), l.unit, l.postcode].filter(Boolean).join(', '),
      team: l.teamName,
    }));
  return { listings };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const input =
    intent === 'listing'
      ? { from: 'listing', listingId: String(form.get('listingId') ?? '') }
      : { from: 'blank', side: intent === 'tenant' ? 'tenant' : 'landlord' };
  const parsed = contractStartSchema.safeParse(input);
  if (!parsed.success) return data({ error: 'validation_failed' }, { status: 422 });
  try {
    const contract = await createContract(serviceFrom(context), parsed.data);
    return redirect(`${editBase(contract.id)}/parties`);
  } catch (error) {
    return data({ error: refusalOf(error).code }, { status: refusalOf(error).status });
  }
}

export default function StartContract({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation('contracts');
  const { t: tc } = useTranslation('common');
  const root = useRootData();
  const acting = root?.user?.actingTeam ?? null;
  const team = root?.user?.teams.find((m) => m.slug === acting) ?? null;
  return (
    <div className="flex flex-col gap-6 rounded-xl border border-line bg-white p-4 sm:p-8">
      <title>{`${t('start.title')} · ${tc('brand.name')}`}</title>
      <h1 className="text-2xl font-bold">{t('start.title')}</h1>
      <p className="text-muted">{t('start.intro')}</p>
      <FormError id="start-error" errors={actionData ? [actionData.error] : undefined} />
      <Form method="post" reloadDocument className="flex flex-col gap-3">
        <button type="submit" name="intent" value="landlord" className={buttonStyles('primary', 'lg', 'w-full')}>
          {team ? t('start.blankLandlordTeam', { team: team.name }) : t('start.blankLandlord')}
        </button>
        <button type="submit" name="intent" value="tenant" className={buttonStyles('secondary', 'lg', 'w-full')}>
          {t('start.blankTenant')}
        </button>
      </Form>
      <section>
        <h2 className="text-lg font-semibold">{t('start.fromListing')}</h2>
        {loaderData.listings.length === 0 ? (
          <p className="mt-2 text-sm text-muted">{t('start.noListings')}</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-2">
            {loaderData.listings.map((l) => (
              <li key={l.id}>
                <Form
                  method="post"
                  reloadDocument
                  className="flex flex-col gap-2 rounded-lg border border-line p-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <input type="hidden" name="listingId" value={l.id} />
                  <span className="min-w-0">
                    <span className="block font-medium">{l.title}</span>
                    <span className="block text-sm text-muted">
                      {l.address}
                      {l.team ? ` · ${l.team}` : ''}
                    </span>
                  </span>
                  <button
                    type="submit"
                    name="intent"
                    value="listing"
                    className={buttonStyles('secondary', 'md', 'w-full sm:w-auto')}
                  >
                    {t('start.useListing')}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
