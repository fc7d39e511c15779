"use client";

import { useEffect, useRef } from "react";
import { demoForm as copy } from "@/content/demo-form";
import type { DemoField } from "@/lib/forms/demo";

export type SummaryItem = { field: DemoField; message: string; step: number; label: string };

type Props = { items: SummaryItem[]; focusKey: number; onJump: (item: SummaryItem) => void };

/** Every problem in one place on the last step, each with a way back to its step. */
export function ErrorSummary({ items, focusKey, onJump }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const visible = items.length > 0;
  useEffect(() => {
    if (visible && focusKey) ref.current?.focus();
  }, [focusKey, visible]);
  if (!visible) return null;

  return (
    <div
      ref={ref}
      id="demo-error-summary"
      role="alert"
      tabIndex={-1}
      className="rounded-lg border border-danger/40 bg-danger/10 p-4 text-sm text-foreground outline-none"
    >
      <p className="font-semibold">{copy.summary.title}</p>
      <ul className="mt-2 space-y-1.5">
        {items.map((item) => (
          <li key={item.field} className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-medium text-danger">{item.message}</span>
            <button
              type="button"
              onClick={() => onJump(item)}
              className="demo-js-only rounded text-primary underline underline-offset-2 hover:no-underline"
            >
              {copy.summary.jump(item.step)}
              <span className="sr-only">: {item.label}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
