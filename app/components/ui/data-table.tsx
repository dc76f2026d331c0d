import { type ReactNode, useState } from 'react';
import { Cell, Column, Row, Table, TableBody, TableHeader } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '#common/format.ts';
import { LIST_PAGE_SIZE } from '#common/list-kit.ts';
import { uiLocale } from './locale.ts';
import { paginate } from './paginate.ts';
import { Pagination } from './pagination.tsx';

export interface DataTableColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** The column that names each row for screen readers (the address, the name). One per table. */
  isRowHeader?: boolean;
  /** 'end' for numbers and amounts. */
  align?: 'start' | 'end';
  /** Let long text wrap; by default cells stay on one line and the table scrolls sideways. */
  wrap?: boolean;
}

export interface DataTableProps<T extends { id: string | number }> {
  /** Names the table for screen readers. */
  label: string;
  columns: DataTableColumn<T>[];
  rows: T[];
  /** Rows per page; default 20. */
  pageSize?: number;
  /** Controlled page (1-based) … */
  page?: number;
  onPageChange?: (page: number) => void;
  /** Shown when there are no rows. */
  emptyText?: string;
  className?: string;
}

/**
 * A table of rows, a page at a time (react-aria Table: a grid that arrow keys move through), with
 * the range shown ("1–20 of 45") and page links under it. Scrolls sideways on narrow screens.
 */
export function DataTable<T extends { id: string | number }>({
  label,
  columns,
  rows,
  pageSize = LIST_PAGE_SIZE,
  page,
  onPageChange,
  emptyText,
  className = '',
}: DataTableProps<T>) {
  const { t, i18n } = useTranslation('components');
  const locale = uiLocale(i18n.language);
  const [innerPage, setInnerPage] = useState(1);
  const slice = paginate(rows, page ?? innerPage, pageSize);
  const n = (value: number) => formatNumber(value, locale);

  const changePage = (next: number) => {
    if (page === undefined) setInnerPage(next);
    onPageChange?.(next);
  };

  const align = (column: DataTableColumn<T>) => (column.align === 'end' ? 'text-right' : 'text-left');

  return (
    <div className={`flex flex-col gap-4 ${className}`}>
      {/* The grid's cells take keyboard focus, and focusing one scrolls it into view. */}
      <div className="overflow-x-auto rounded-lg border border-line">
        <Table aria-label={label} className="w-full border-collapse text-left text-sm sm:text-base">
          <TableHeader columns={columns} className="bg-subtle">
            {(column) => (
              <Column
                id={column.id}
                isRowHeader={column.isRowHeader}
                className={`whitespace-nowrap border-b border-line px-3 py-3 text-sm font-semibold text-ink outline-none data-[focus-visible]:outline-3 data-[focus-visible]:-outline-offset-3 data-[focus-visible]:outline-solid data-[focus-visible]:outline-brand-600 ${align(column)}`}
              >
                {column.header}
              </Column>
            )}
          </TableHeader>
          <TableBody
            items={slice.items}
            renderEmptyState={() => <p className="px-3 py-8 text-center text-muted">{emptyText ?? t('table.empty')}</p>}
          >
            {(item) => (
              <Row
                id={item.id}
                columns={columns}
                className="border-b border-line outline-none last:border-b-0 even:bg-subtle/50 hover:bg-brand-50 data-[focus-visible]:outline-3 data-[focus-visible]:-outline-offset-3 data-[focus-visible]:outline-solid data-[focus-visible]:outline-brand-600"
              >
                {(column) => (
                  <Cell
                    className={`px-3 py-3 align-top outline-none data-[focus-visible]:outline-3 data-[focus-visible]:-outline-offset-3 data-[focus-visible]:outline-solid data-[focus-visible]:outline-brand-600 ${align(column)} ${
                      column.isRowHeader ? 'font-medium text-ink' : 'text-ink'
                    } ${column.wrap ? '' : 'whitespace-nowrap'} ${column.align === 'end' ? 'tabular-nums' : ''}`}
                  >
                    {column.cell(item)}
                  </Cell>
                )}
              </Row>
            )}
          </TableBody>
        </Table>
      </div>
      <div className="flex flex-col gap-3">
        {slice.total > 0 && (
          <p className="text-center text-sm text-muted sm:text-left">
            {t('table.showing', {
              from: n(slice.from),
              to: n(slice.to),
              total: n(slice.total),
            })}
          </p>
        )}
        {slice.pageCount > 1 && (
          <Pagination
            page={slice.page}
            pageCount={slice.pageCount}
            onPageChange={changePage}
            label={t('table.pages', { table: label })}
          />
        )}
      </div>
    </div>
  );
}
