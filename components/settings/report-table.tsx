import type { CSSProperties, ReactNode } from "react";
import { cn } from "@/lib/cn";
import { ColumnHeads } from "./data-table";

type Props = {
  label: string;
  columns: readonly string[];
  /** A card per row where the columns do not fit (below about 60rem of width); otherwise never. */
  stack?: boolean;
  /** More classes for the table (a table's own column styles in globals.css). */
  className?: string;
  children: ReactNode;
};

/**
 * A report's table in lean markup: rows of bare <td>s, styled by .rt in globals.css. Stacked as cards on a narrow
 * screen, each figure is led by its column's name, given once here as --c2, --c3, … instead of on every cell.
 * Focusable, so a keyboard can scroll it should a value ever be too long to fit.
 */
export function ReportTable({ label, columns, stack, className, children }: Props) {
  const names = stack
    ? (Object.fromEntries(
        columns.slice(1).map((column, i) => [`--c${i + 2}`, JSON.stringify(column)]),
      ) as CSSProperties)
    : undefined;
  return (
    <div role="region" aria-label={label} tabIndex={0} className="rt-wrap">
      <table className={cn("rt", stack && "rt-stack", className)} style={names}>
        <ColumnHeads columns={columns} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
