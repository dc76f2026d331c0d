import { useTranslation } from 'react-i18next';
import { tDynamic } from '#app/lib/dynamic-key.ts';
import type { ContractIssue } from '#common/contract-model.ts';

// The rules' issues of a step beside their fields (docs/rules/contracts.md "The wizard"): what is
// wrong (an error: it blocks sending for signing), what is still missing, and what to check (a
// warning). The message names the article of the law where the rule is the law's.

export function isMissing(issue: ContractIssue): boolean {
  return issue.code.endsWith('_missing');
}

/** The issues of one field (or, with a trailing '.', of every field under it). */
export function issuesOf(issues: readonly ContractIssue[], field: string): ContractIssue[] {
  return issues.filter((i) => (field.endsWith('.') ? i.field.startsWith(field) : i.field === field));
}

export function IssueNotes({ issues, field }: { issues: readonly ContractIssue[]; field: string }) {
  const { t } = useTranslation('contracts');
  const list = issuesOf(issues, field);
  if (!list.length) return null;
  return (
    <ul id={`issues-${field}`} className="flex flex-col gap-1 text-sm" data-testid={`issues-${field}`}>
      {list.map((issue) => {
        const kind = issue.severity === 'warning' ? 'warning' : isMissing(issue) ? 'missing' : 'error';
        return (
          <li
            key={`${issue.field}-${issue.code}`}
            data-issue={issue.code}
            className={kind === 'error' ? 'font-medium text-danger-600' : kind === 'warning' ? 'text-accent-600' : 'text-muted'}
          >
            <span className="font-semibold">{t(`wizard.issue.${kind}`)}: </span>
            {tDynamic(t, [`errors:fields.${issue.code}`, 'errors:fields.invalid'], issue.params)}
          </li>
        );
      })}
    </ul>
  );
}
