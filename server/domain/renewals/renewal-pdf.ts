import { and, eq } from 'drizzle-orm';
import { addDays, dayStart } from '#common/calendar-day.ts';
import { formatDate, formatMoney } from '#common/format.ts';
import { isId } from '#common/input.ts';
import type { Locale } from '#common/locales.ts';
import { RENEWAL_ARTICLES } from '#common/renewal-rules.ts';
import { contractRenewals } from '#server/db/schema/contract-renewals.ts';
import { translate } from '#server/i18n/messages.ts';
import { AppError } from '#server/lib/errors.ts';
import { type NoticeDocument, type NoticeRow, renderNoticePdf } from '#server/lib/notice-pdf.ts';
import type { ServiceContext } from '../context.ts';
import { type AgreementSide, agreementFor, type LoadedContract, sideOfRole } from '../tenancy/core/agreement.ts';
import type { RenewalRow } from './renewal-rows.ts';

// The PDF copy of a sent renewal notice (docs/rules/renewals.md "The PDF copy"): an offer (the
// proposed terms, the answer due date, 51. gr.) or a non-renewal (its ground, 51. gr., and the end
// on the end date, 58. gr.), Icelandic with the reader's language beside it.

function namesOf(contract: Pick<LoadedContract, 'parties' | 'team'>, side: AgreementSide): string {
  const names = contract.parties.filter((p) => sideOfRole(p.role) === side && p.name).map((p) => p.name);
  if (side === 'landlord' && contract.team && !names.includes(contract.team.name)) names.unshift(contract.team.name);
  return names.join(', ') || '—';
}

/** What the PDF of a sent renewal notice says. */
export function renewalDocument(
  row: RenewalRow,
  contract: Pick<LoadedContract, 'reference' | 'parties' | 'team'> & { row: { address: string | null } },
  reader: Locale,
): NoticeDocument {
  const second = reader === 'is' ? null : reader;
  const t = (key: string, vars?: Record<string, string>) => translate('is', `renewals:${key}`, vars);
  const both = (key: string) => (second ? `${t(key)} / ${translate(second, `renewals:${key}`)}` : t(key));
  const day = (value: string) => formatDate(dayStart(value), 'date', 'is');
  const rows: NoticeRow[] = [];
  const add = (key: string, value: string | null | undefined) => {
    if (value === null || value === undefined || value === '') return;
    rows.push({ label: t(key), labelSecond: second ? translate(second, `renewals:${key}`) : null, value });
  };
  add('pdf.contract', contract.reference);
  add('pdf.address', contract.row.address);
  add('pdf.from', namesOf(contract, 'landlord'));
  add('pdf.to', namesOf(contract, 'tenant'));
  add('request.sent', formatDate(row.sentAt, 'date', 'is'));
  add('request.ends', day(row.contractEndDate));
  if (row.kind === 'offer') {
    const start = day(addDays(row.contractEndDate, 1));
    add(
      'request.term',
      row.proposedTermKind === 'indefinite' || !row.proposedEndDate
        ? t('request.indefiniteTerm', { start })
        : t('request.fixedTerm', { start, end: day(row.proposedEndDate) }),
    );
    add('request.rent', row.proposedRentIsk === null ? null : formatMoney(row.proposedRentIsk, 'is'));
    add('request.answerDue', row.answerDue && day(row.answerDue));
    add('pdf.article', RENEWAL_ARTICLES.notice);
    add('request.message', row.message);
  } else {
    if (row.reasonCode) add('request.reason', both(`reasons.${row.reasonCode}`));
    add('pdf.words', row.reasonText);
    add('pdf.article', `${RENEWAL_ARTICLES.reasons}, ${RENEWAL_ARTICLES.fixedTermEnds}`);
  }
  if (row.late) add('pdf.late', t('request.lateNote', { date: day(row.noticeDeadline) }));
  return {
    title: t(`pdf.title.${row.kind}`),
    titleSecond: second ? translate(second, `renewals:pdf.title.${row.kind}`) : null,
    rows,
    footer: t('pdf.footer'),
    sentAt: row.sentAt,
  };
}

/**
 * A renewal notice as a PDF download, for whoever may read the contract; 404 to anyone else and
 * for another contract's request. (Every renewal request is sent when it is made.)
 */
export async function renewalPdf(
  ctx: ServiceContext,
  contractId: string,
  requestId: string,
  reader: Locale,
): Promise<{ fileName: string; contentType: string; bytes: Uint8Array }> {
  const { contract } = await agreementFor(ctx, contractId, 'contract.read');
  if (!isId(requestId)) throw new AppError('not_found');
  const [row] = await ctx.db
    .select()
    .from(contractRenewals)
    .where(and(eq(contractRenewals.id, requestId), eq(contractRenewals.contractId, contractId)));
  if (!row) throw new AppError('not_found');
  const bytes = await renderNoticePdf(renewalDocument(row, contract, reader));
  const name = row.kind === 'offer' ? 'endurnyjun' : 'ekki-endurnyjad';
  return { fileName: `${name}-${contract.reference}.pdf`, contentType: 'application/pdf', bytes };
}
