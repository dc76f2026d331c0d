import { useTranslation } from 'react-i18next';
import type { Whose } from '#common/whose.ts';

/**
 * Whose a row of the landlord's lists is (docs/rules/team-mode.md "Whose each row is"): a team's
 * row names the team and who looks after its listing; one's own says so only when the list also
 * has team rows (`mixed`), so a person in no team sees nothing new.
 */
export function WhoseLabel({ whose, mixed }: { whose: Whose | undefined; mixed: boolean }) {
  const { t } = useTranslation();
  if (!whose || (!whose.team && !mixed)) return null;
  const names = whose.assignees.map((a) => a.name).join(', ');
  return (
    <p className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-sm" data-testid="whose">
      <span className="inline-flex max-w-full items-center rounded-full border border-line bg-subtle px-2 py-0.5 text-xs font-medium break-words">
        {whose.team ? t('teams:whose.team', { name: whose.team.name }) : t('teams:whose.personal')}
      </span>
      {whose.team && names && (
        <span className="min-w-0 text-muted break-words" data-testid="whose-assignees">
          {t('teams:whose.assignees', { names })}
        </span>
      )}
    </p>
  );
}
