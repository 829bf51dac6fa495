import type { ReactNode } from 'react';

/** One column of a SimpleTable: its header, how a row shows in it, and whether it holds numbers. */
export interface Column<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  numeric?: boolean;
}

/**
 * A read-only table of rows (the player card's lists, the queues): headers with scope, numbers aligned,
 * a caption or an empty line, and a wrapper that scrolls sideways on a narrow screen.
 */
export function SimpleTable<Row>(props: {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  empty: string;
  caption?: string;
}) {
  const { columns, rows, rowKey, empty, caption } = props;
  return (
    <div className="table-scroll">
      <table>
        {(caption || rows.length === 0) && <caption>{rows.length === 0 ? empty : caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.header} className={column.numeric ? 'number' : undefined}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
