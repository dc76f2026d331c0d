import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { buttonStyles } from '#app/components/ui/button-styles.ts';
import { FormError } from '#app/components/ui/field-error.tsx';
import { FlashNotice } from '#app/components/ui/flash-notice.tsx';
import { formAction, noticeFrom, redirectWithNotice, serviceFrom } from '#app/lib/page-kit.server.ts';
import { serviceSwitchSchema } from '#server/domain/teams/listing-groups.schemas.ts';
import { getTeamServices, setTeamService } from '#server/domain/teams/team-services.service.ts';
import { forPage } from '#server/http/page-errors.ts';
import type { Route } from './+types/services-other';

// /teams/:slug/services/other: the team's optional services, each with what it does and a
// switch (one small form each, no JavaScript needed). Every member sees them (team.read); owners
// and admins switch them (team.update, checked again by the service).
export const handle = { middleware: ['team:team.read'], i18n: ['teamForms'] };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const services = await forPage(() => getTeamServices(serviceFrom(context), params.slug));
  return { ...services, notice: noticeFrom(request) };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return formAction(await request.formData(), serviceSwitchSchema, async (value) => {
    await setTeamService(serviceFrom(context), params.slug, value);
    return redirectWithNotice(`/teams/${params.slug}/services/other#${value.service}`, 'teamForms:notices.serviceSaved');
  });
}

export default function TeamServicesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(['teamForms', 'common']);
  const { services, can_change: canChange, notice } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <title>{`${t('services.title')} · ${t('common:brand.name')}`}</title>
      <div>
        <h1 className="text-2xl font-bold">{t('services.title')}</h1>
        <p className="mt-1 text-muted">{t('services.intro')}</p>
      </div>
      <FlashNotice notice={notice} />
      <FormError id="services-error" errors={actionData?.error?.[''] ?? undefined} />
      {!canChange && <p className="text-sm text-muted">{t('services.readOnly')}</p>}
      <ul className="flex flex-col gap-4">
        {services.map(({ service, on }) => {
          const name = t(`services.${service}.name`);
          return (
            <li
              key={service}
              id={service}
              className="scroll-mt-20 rounded-xl border border-line p-4"
              data-testid={`service-${service}`}
            >
              <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0">
                  <h2 className="text-lg font-semibold">{name}</h2>
                  <p className="mt-1 text-sm">{t(`services.${service}.description`)}</p>
                  <p className="mt-2 text-sm font-medium" data-testid="service-state">
                    {on ? t('services.on') : t('services.off')}
                  </p>
                </div>
                {canChange && (
                  <Form method="post" reloadDocument className="shrink-0">
                    <input type="hidden" name="service" value={service} />
                    {!on && <input type="hidden" name="on" value="on" />}
                    <button type="submit" className={buttonStyles(on ? 'secondary' : 'primary', 'sm')}>
                      {on ? t('services.switchOff', { name }) : t('services.switchOn', { name })}
                    </button>
                  </Form>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
