import type { ReactNode } from "react";
import clsx from "clsx";
import { cn } from "@/lib/cn";

/** Tables on wide screens; on phones each row stacks into a card, every cell led by its column name. */
export const tableClasses = {
  table: "w-full border-collapse text-left text-sm max-sm:block sm:min-w-[40rem]",
  thead: "max-sm:sr-only",
  tbody: "max-sm:block",
  tr: "max-sm:block max-sm:border-b max-sm:border-border max-sm:py-3",
  th: "border-b border-border py-2 pr-4 text-xs font-semibold tracking-wide text-muted-foreground uppercase",
  td: "py-3 pr-4 align-top sm:border-b sm:border-border max-sm:flex max-sm:gap-3 max-sm:py-1 max-sm:before:w-24 max-sm:before:shrink-0 max-sm:before:pt-0.5 max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:tracking-wide max-sm:before:text-muted-foreground max-sm:before:uppercase max-sm:before:content-[attr(data-label)]",
};

type CellProps = { label: string; className?: string; children: ReactNode };

/** A body cell that knows its column name, shown before it when the row stacks on phones. */
export function Cell({ label, className, children }: CellProps) {
  return (
    <td data-label={label} className={cn(tableClasses.td, className)}>
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
      <table className={clsx(tableClasses.table, className)}>
        <thead className={tableClasses.thead}>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={tableClasses.th}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={tableClasses.tbody}>{children}</tbody>
      </table>
    </div>
  );
}
