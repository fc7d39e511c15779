import type { ReactNode } from "react";
import clsx from "clsx";

// Tables on wide screens; on phones each row stacks into a card, every cell led by its column name. The classes are
// set once in globals.css (.dt): a class list on every cell was most of a long table's bytes, sent twice.

type CellProps = { label: string; className?: string; children: ReactNode };

/** A body cell that knows its column name, shown before it when the row stacks on phones. */
export function Cell({ label, className, children }: CellProps) {
  return (
    <td data-label={label} className={className}>
      <div className="min-w-0">{children}</div>
    </td>
  );
}

type TableProps = { label: string; columns: readonly string[]; className?: string; children: ReactNode };

/** Scrolls sideways on small screens, focusable so keyboards can scroll it too. */
export function DataTable({ label, columns, className, children }: TableProps) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="-mx-5 overflow-x-auto px-5 focus-visible:outline-2 focus-visible:outline-primary sm:-mx-6 sm:px-6"
    >
      <table className={clsx("dt", className)}>
        <ColumnHeads columns={columns} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A table's column names, one header row (the data and report tables alike). */
export function ColumnHeads({ columns }: { columns: readonly string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
