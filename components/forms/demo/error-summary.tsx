"use client";

import { useEffect, useRef } from "react";
import { demoForm as copy } from "@/content/demo-form";
import type { DemoField } from "@/lib/forms/demo";
import { fieldId } from "./types";

export type SummaryItem = { field: DemoField; message: string; step: number };

type Props = { items: SummaryItem[]; focusKey: number; onJump: (item: SummaryItem) => void };

/** Where a link points without JavaScript: the calendar button is hidden then, its label is not. */
const anchors: Partial<Record<DemoField, string>> = {
  demoDate: "demo-demoDate-label",
  solutions: "demo-solutions-hint",
};

/** Every problem in one place on the last step; each links to its field (with JavaScript: switches step). */
export function ErrorSummary({ items, focusKey, onJump }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  // Focus only after a submit attempt, never while the visitor is fixing a field.
  useEffect(() => {
    if (focusKey) ref.current?.focus();
  }, [focusKey]);
  if (!items.length) return null;

  return (
    <div
      ref={ref}
      id="demo-error-summary"
      role="alert"
      tabIndex={-1}
      className="rounded-lg border border-danger/40 bg-danger/10 p-4 text-sm text-foreground outline-none"
    >
      <p className="font-semibold">{copy.summary.title}</p>
      <ul className="mt-2 list-disc space-y-1.5 pl-5 marker:text-danger">
        {items.map((item) => (
          <li key={item.field}>
            <a
              href={`#${anchors[item.field] ?? fieldId(item.field)}`}
              onClick={(event) => {
                event.preventDefault();
                onJump(item);
              }}
              className="font-medium text-danger underline underline-offset-2 hover:no-underline"
            >
              {item.message}
              <span className="font-normal text-muted-foreground"> {copy.summary.step(item.step)}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
