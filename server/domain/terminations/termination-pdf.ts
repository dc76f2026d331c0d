import { and, eq } from 'drizzle-orm';
import { dayStart } from '#common/calendar-day.ts';
import { formatDate } from '#common/format.ts';
import { isId } from '#common/input.ts';
import type { Locale } from '#common/locales.ts';
import { ARTICLES, otherSide, type TerminationSide } from '#common/termination-rules.ts';
import { contractTerminations } from '#server/db/schema/contract-terminations.ts';
import { translate } from '#server/i18n/messages.ts';
import { AppError } from '#server/lib/errors.ts';
import { type NoticeDocument, type NoticeRow, renderNoticePdf } from '#server/lib/notice-pdf.ts';
import type { ServiceContext } from '../context.ts';
import { agreementFor, type LoadedContract, sideOfRole } from '../tenancy/core/agreement.ts';

// The PDF copy of a sent termination request (docs/rules/terminations.md "The PDF copy"): who gives
// notice to whom, the day sent, the end, the rule and its article (56. gr., 58. gr., 61. gr. with
// the case of rescission), Icelandic with the reader's language beside it.

type TerminationRow = typeof contractTerminations.$inferSelect;

/** The contract's parties on one side, by name. */
function namesOf(contract: Pick<LoadedContract, 'parties' | 'team'>, side: TerminationSide): string {
  const names = contract.parties.filter((p) => sideOfRole(p.role) === side && p.name).map((p) => p.name);
  if (side === 'landlord' && contract.team && !names.includes(contract.team.name)) names.unshift(contract.team.name);
  return names.join(', ') || '—';
}

/** The article a termination rests on: the rule's (56. or 58. gr.), 61. gr. for a rescission, none for an agreed end. */
export function terminationArticle(row: Pick<TerminationRow, 'kind' | 'rule'>): string | null {
  if (row.kind === 'violate') return ARTICLES.rescission;
  if (row.kind === 'default') return row.rule?.article ?? ARTICLES.notice;
  return null;
}

/** What the PDF of a sent termination says. */
export function terminationDocument(
  row: TerminationRow,
  contract: Pick<LoadedContract, 'reference' | 'parties' | 'team'> & { row: { address: string | null } },
  reader: Locale,
): NoticeDocument {
  const second = reader === 'is' ? null : reader;
  const t = (key: string, vars?: Record<string, string>) => translate('is', `terminations:${key}`, vars);
  const both = (key: string, vars?: Record<string, string>) =>
    second ? `${t(key, vars)} / ${translate(second, `terminations:${key}`, vars)}` : t(key, vars);
  const day = (value: string) => formatDate(dayStart(value), 'date', 'is');
  const rows: NoticeRow[] = [];
  const add = (key: string, value: string | null | undefined) => {
    if (value === null || value === undefined || value === '') return;
    rows.push({ label: t(key), labelSecond: second ? translate(second, `terminations:${key}`) : null, value });
  };
  const from = row.fromSide as TerminationSide;
  add('pdf.kind', both(`kinds.${row.kind}`));
  add('pdf.contract', contract.reference);
  add('pdf.address', contract.row.address);
  add('pdf.from', `${t(`sides.${from}`)}: ${namesOf(contract, from)}`);
  add('pdf.to', `${t(`sides.${otherSide(from)}`)}: ${namesOf(contract, otherSide(from))}`);
  add('pdf.sentOn', row.sentAt ? formatDate(row.sentAt, 'date', 'is') : day(row.noticeDate));
  const end = row.legalEndDate ?? row.proposedEndDate;
  add(row.kind === 'violate' ? 'pdf.effective' : row.kind === 'negotiate' ? 'pdf.proposed' : 'pdf.endDate', end && day(end));
  if (row.rule) {
    const months = row.rule.months === 1 ? 'rule.months_one' : 'rule.months_other';
    add('pdf.rule', t(months, { count: String(row.rule.months), from: day(row.rule.runsFrom), article: row.rule.article }));
    add('pdf.basis', t(`rule.basis.${row.rule.basis}`));
  }
  add('pdf.article', terminationArticle(row));
  if (row.kind === 'violate' && row.rescissionCase) add('pdf.case', both(`cases.${row.rescissionCase}`));
  if (row.kind === 'default' && row.reasonCode) add('pdf.reason', both(`reasons.${row.reasonCode}`));
  add(row.kind === 'negotiate' ? 'pdf.message' : 'pdf.words', row.reasonText);
  return {
    title: t(`pdf.title.${row.kind}`),
    titleSecond: second ? translate(second, `terminations:pdf.title.${row.kind}`) : null,
    rows,
    footer: t('pdf.footer'),
    sentAt: row.sentAt ?? dayStart(row.noticeDate),
  };
}

/**
 * A sent termination request as a PDF download, for whoever may read the contract (its parties,
 * its landlord side and team); 404 to anyone else, for a draft and for another contract's request.
 */
export async function terminationPdf(
  ctx: ServiceContext,
  contractId: string,
  terminationId: string,
  reader: Locale,
): Promise<{ fileName: string; contentType: string; bytes: Uint8Array }> {
  const { contract } = await agreementFor(ctx, contractId, 'contract.read');
  if (!isId(terminationId)) throw new AppError('not_found');
  const [row] = await ctx.db
    .select()
    .from(contractTerminations)
    .where(and(eq(contractTerminations.id, terminationId), eq(contractTerminations.contractId, contractId)));
  if (!row || row.sentAt === null) throw new AppError('not_found');
  const bytes = await renderNoticePdf(terminationDocument(row, contract, reader));
  return { fileName: `uppsogn-${contract.reference}-${row.noticeDate}.pdf`, contentType: 'application/pdf', bytes };
}
