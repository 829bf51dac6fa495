import { parseWholeNumber } from '@casino/shared/api/form-params';
import {
  REPORT_COUNT_LIMIT,
  REPORTS,
  type ReportColumn,
  type ReportName,
} from '@casino/shared/backoffice/reports';
import { ApiError } from '@casino/shared/errors/api-error';
import { formatAmount, minorUnits } from '@casino/shared/money/minor-units';
import type { Db } from '../../db/schema.ts';
import { csvCell } from '../../lib/csv.ts';
import * as repository from './reports.repository.ts';

/**
 * Reports (issue 18, decision 0046): a request names a report, a sort and filters by the report's
 * column keys; they are checked against the report's definition (packages/shared) and turned into
 * conditions whose values the repository binds. A page is read by offset for the table; the CSV walks
 * the whole result in batches that each start after the last row read.
 */

export interface ReportRequest {
  report: ReportName;
  sort?: string | undefined;
  order?: 'asc' | 'desc' | undefined;
  filters?: Record<string, string> | undefined;
}

function invalid(field: string, message: string): ApiError {
  return new ApiError('InvalidParameterException', message, { invalidParameters: { [field]: message } });
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** A range bound as the column's type; a day alone as `to` means the whole of that (UTC) day. */
function rangeValue(column: ReportColumn, bound: 'from' | 'to', text: string, field: string): number | Date {
  if (column.type === 'time') {
    const at = Date.parse(DATE_ONLY.test(text) ? `${text}T00:00:00Z` : text);
    if (Number.isNaN(at)) throw invalid(field, 'A date such as 2026-11-26, or a date and time');
    return new Date(DATE_ONLY.test(text) && bound === 'to' ? at + DAY_MS - 1 : at);
  }
  const negative = text.startsWith('-');
  const whole = parseWholeNumber(negative ? text.slice(1) : text);
  if (whole === undefined) {
    throw invalid(
      field,
      column.type === 'money' ? 'An amount in cents, such as 1000 for 10.00' : 'A whole number',
    );
  }
  return negative ? -whole : whole;
}

function condition(column: ReportColumn, field: string, bound: string | undefined, text: string) {
  if (bound !== undefined) {
    if (column.filter !== 'range' || (bound !== 'from' && bound !== 'to')) {
      throw invalid(field, 'This column has no such filter');
    }
    return {
      column: column.key,
      op: bound === 'from' ? ('>=' as const) : ('<=' as const),
      value: rangeValue(column, bound, text, field),
    };
  }
  switch (column.filter) {
    case 'contains':
      return { column: column.key, op: 'contains' as const, value: text };
    case 'one_of': {
      const chosen = text.split(',').map((value) => value.trim());
      if (chosen.some((value) => !column.values?.includes(value))) {
        throw invalid(field, `One or more of: ${column.values?.join(', ')}`);
      }
      const values = column.type === 'flag' ? chosen.map((value) => value === 'yes') : chosen;
      return { column: column.key, op: 'in' as const, value: values };
    }
    case 'equals': {
      if (column.type !== 'id') return { column: column.key, op: '=' as const, value: text };
      const id = parseWholeNumber(text);
      if (id === undefined) throw invalid(field, 'A whole number');
      return { column: column.key, op: '=' as const, value: id };
    }
    default:
      throw invalid(field, 'This column cannot be filtered');
  }
}

/** The request as the repository's query, every column name and value checked. */
export function reportQuery(request: ReportRequest): repository.ReportQuery {
  const definition = REPORTS[request.report];
  const byKey = new Map(definition.columns.map((column) => [column.key, column]));
  const sort = request.sort ?? definition.defaultSort;
  if (!byKey.get(sort)?.sortable) throw invalid('sort', 'Sort by one of the columns that can be sorted');
  const conditions = Object.entries(request.filters ?? {})
    .filter(([, text]) => text.trim() !== '')
    .map(([name, text]) => {
      const field = `filters.${name}`;
      const [key = '', bound] = name.split('.', 2);
      const column = byKey.get(key);
      if (!column) throw invalid(field, 'No such column');
      return condition(column, field, bound, text.trim());
    });
  return { report: request.report, conditions, sort, order: request.order ?? 'desc' };
}

type JsonValue = string | number | boolean | null;

/** A row as the API answers it: only the report's columns, times as ISO text. */
function jsonRow(report: ReportName, row: repository.ReportRow): Record<string, JsonValue> {
  return Object.fromEntries(
    REPORTS[report].columns.map((column) => {
      const value = row[column.key] ?? null;
      return [column.key, value instanceof Date ? value.toISOString() : value];
    }),
  );
}

export async function reportPage(db: Db, request: ReportRequest, page: { offset: number; count: number }) {
  const query = reportQuery(request);
  const [rows, counted] = await Promise.all([
    repository.reportPage(db, query, page),
    repository.reportCount(db, query),
  ]);
  return {
    total: Math.min(counted, REPORT_COUNT_LIMIT),
    more: counted > REPORT_COUNT_LIMIT,
    rows: rows.map((row) => jsonRow(request.report, row)),
  };
}

/** Rows read per query of an export. */
export const EXPORT_BATCH = 1_000;

/** A cell as a spreadsheet reads it: money as an amount (`12.50`), times as UTC `2026-11-26 07:04:00`. */
function csvValue(column: ReportColumn, value: unknown): string | number | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 19).replace('T', ' ');
  if (column.type === 'money') return formatAmount(minorUnits(Number(value)));
  if (column.type === 'flag') return value ? 'yes' : 'no';
  return typeof value === 'number' ? value : String(value);
}

/**
 * The report as CSV lines, produced batch by batch as the reader takes them: memory stays one batch
 * whatever the size, and each batch is a short query of its own (the embedded database's one connection
 * is never held for the whole export). Cells are made safe from spreadsheet formulas (csvCell).
 */
export async function* reportCsv(db: Db, query: repository.ReportQuery): AsyncGenerator<string> {
  const columns = REPORTS[query.report].columns;
  yield `\uFEFF${columns.map((column) => csvCell(column.label)).join(',')}\r\n`;
  let after: repository.ReportRow | undefined;
  for (;;) {
    const rows = await repository.reportBatch(db, query, after, EXPORT_BATCH);
    if (rows.length > 0) {
      yield rows
        .map((row) => `${columns.map((column) => csvCell(csvValue(column, row[column.key]))).join(',')}\r\n`)
        .join('');
    }
    if (rows.length < EXPORT_BATCH) return;
    after = rows[rows.length - 1];
  }
}
