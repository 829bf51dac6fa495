import type { StaffRole } from '@casino/shared/backoffice/backoffice-access';
import {
  mayReadReport,
  REPORT_NAMES,
  REPORTS,
  type ReportColumn,
  type ReportName,
  reportCsvPath,
} from '@casino/shared/backoffice/reports';
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type PaginationState,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { type FormEvent, useMemo, useState } from 'react';
import { call } from '../api.ts';
import { dateTime, money } from '../format.ts';
import { Field, Select } from '../ui/field.tsx';
import { Notice } from '../ui/notice.tsx';
import { useLoad } from '../ui/use-call.ts';

type Row = Record<string, string | number | boolean | null>;

const PAGE_SIZE = 50;

function cellText(column: ReportColumn, row: Row): string {
  const value = row[column.key];
  if (value === null || value === undefined) return '—';
  if (column.type === 'money') return money(Number(value), String(row.currency ?? ''));
  if (column.type === 'time') return dateTime(String(value));
  if (column.type === 'flag') return value ? 'yes' : 'no';
  return String(value);
}

/**
 * Reports (decision 0046): one table per report, sorted, filtered and paged by the server (TanStack
 * Table in manual mode draws it and keeps its sort and page), and the same table as a CSV download.
 */
export function ReportsPage({ role }: { role: StaffRole }) {
  const reports = REPORT_NAMES.filter((name) => mayReadReport(name, role));
  const [report, setReport] = useState<ReportName>(reports[0] ?? 'players');
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [sorting, setSorting] = useState<SortingState>([]);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: PAGE_SIZE });
  const definition = REPORTS[report];

  const query = new URLSearchParams();
  const sort = sorting[0];
  if (sort) {
    query.set('sort', sort.id);
    query.set('order', sort.desc ? 'desc' : 'asc');
  }
  if (Object.keys(filters).length > 0) query.set('filters', JSON.stringify(filters));
  const { data, error } = useLoad(
    () =>
      call('reports.get', {
        report,
        sort: sort?.id,
        order: sort ? (sort.desc ? 'desc' : 'asc') : undefined,
        filters: query.get('filters') ?? undefined,
        offset: pagination.pageIndex * PAGE_SIZE,
        count: PAGE_SIZE,
      }),
    `${report}?${query}&page=${pagination.pageIndex}`,
  );

  const columns = useMemo<ColumnDef<Row>[]>(
    () =>
      definition.columns.map((column) => ({
        id: column.key,
        // A column without an accessor is a display column, which TanStack never lets sort.
        accessorFn: (row) => row[column.key],
        header: column.label,
        enableSorting: column.sortable === true,
        cell: ({ row }) => cellText(column, row.original),
      })),
    [definition],
  );
  const table = useReactTable({
    data: data?.rows ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
    enableMultiSort: false,
    // The server's default is newest first, so a column's first click sorts it that way too.
    sortDescFirst: true,
    rowCount: data?.total ?? 0,
    state: { sorting, pagination },
    onSortingChange: (change) => {
      setSorting(change);
      setPagination((current) => ({ ...current, pageIndex: 0 }));
    },
    onPaginationChange: setPagination,
  });

  function chooseReport(name: string) {
    setReport(name as ReportName);
    setFilters({});
    setSorting([]);
    setPagination({ pageIndex: 0, pageSize: PAGE_SIZE });
  }

  function applyFilters(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const given = Object.fromEntries(
      [...new FormData(event.currentTarget).entries()]
        .map(([key, value]) => [key, String(value).trim()] as const)
        .filter(([, value]) => value !== ''),
    );
    setFilters(given);
    setPagination((current) => ({ ...current, pageIndex: 0 }));
  }

  const first = pagination.pageIndex * PAGE_SIZE;
  return (
    <>
      <h1>Reports</h1>
      <div className="inline-form">
        <Select
          label="Report"
          name="report"
          value={report}
          options={reports.map((name) => ({ value: name, label: REPORTS[name].title }))}
          onChange={chooseReport}
        />
      </div>
      <form key={report} className="report-filters" aria-label="Filter the report" onSubmit={applyFilters}>
        {definition.columns.map((column) => (
          <ColumnFilter key={column.key} column={column} filters={filters} />
        ))}
        <span className="actions">
          <button type="submit" className="primary">
            Apply filters
          </button>
          <a className="button" href={reportCsvPath(report, query)} download>
            Export CSV
          </a>
        </span>
      </form>
      <Notice kind="error">{error}</Notice>
      {data && (
        <>
          <table>
            <caption>
              {definition.title}: {data.total === 0 ? 0 : first + 1}–{first + data.rows.length} of{' '}
              {data.total}
              {data.more ? '+' : ''}
            </caption>
            <thead>
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const sorted = header.column.getIsSorted();
                    const label = flexRender(header.column.columnDef.header, header.getContext());
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        aria-sort={
                          sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                        }
                      >
                        {header.column.getCanSort() ? (
                          <button
                            type="button"
                            className="sort-button"
                            onClick={header.column.getToggleSortingHandler()}
                          >
                            {label}
                            <span aria-hidden="true">
                              {sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}
                            </span>
                          </button>
                        ) : (
                          label
                        )}
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody>
              {table.getRowModel().rows.map((row) => (
                <tr key={row.id}>
                  {row.getVisibleCells().map((cell) => (
                    <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <nav className="actions" aria-label="Pages of the report">
            <button type="button" disabled={!table.getCanPreviousPage()} onClick={() => table.previousPage()}>
              Previous
            </button>
            <button
              type="button"
              disabled={first + data.rows.length >= data.total}
              onClick={() => table.nextPage()}
            >
              Next
            </button>
          </nav>
        </>
      )}
    </>
  );
}

/** A column's filter inputs, as its definition says: a text, a choice, or a from–to range. */
function ColumnFilter({ column, filters }: { column: ReportColumn; filters: Record<string, string> }) {
  if (!column.filter) return null;
  if (column.filter === 'one_of') {
    return (
      <Select
        label={column.label}
        name={column.key}
        defaultValue={filters[column.key] ?? ''}
        options={[
          { value: '', label: 'Any' },
          ...(column.values ?? []).map((value) => ({ value, label: value })),
        ]}
      />
    );
  }
  if (column.filter === 'range') {
    const type = column.type === 'time' ? 'date' : 'number';
    const unit = column.type === 'money' ? ' (cents)' : '';
    return (
      <>
        <Field
          label={`${column.label} from${unit}`}
          name={`${column.key}.from`}
          type={type}
          defaultValue={filters[`${column.key}.from`] ?? ''}
        />
        <Field
          label={`${column.label} to${unit}`}
          name={`${column.key}.to`}
          type={type}
          defaultValue={filters[`${column.key}.to`] ?? ''}
        />
      </>
    );
  }
  return (
    <Field
      label={column.filter === 'contains' ? `${column.label} contains` : column.label}
      name={column.key}
      inputMode={column.type === 'id' ? 'numeric' : undefined}
      defaultValue={filters[column.key] ?? ''}
      maxLength={200}
    />
  );
}
