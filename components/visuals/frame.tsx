import type { ReactNode } from "react";
import { Icon, type IconName } from "@/components/ui/icon";
import { cn } from "@/lib/cn";
import { ItemText } from "@/components/ui/item-text";

/**
 * Every hero visual: drawn in HTML and SVG with the theme's tokens (so it reads in light and dark and costs no
 * request), one sentence for screen readers, and none of its text read out on its own.
 */
export function Visual({
  alt,
  children,
  className,
}: {
  alt: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div role="img" aria-label={alt} className={cn("relative mx-auto w-full max-w-md", className)}>
      {children}
    </div>
  );
}

/** An app window: a title bar with its three dots, then the content. */
export function AppWindow({ title, meta, children }: { title: string; meta?: string; children: ReactNode }) {
  return (
    <div className="overflow-hidden rounded-2xl border border-border bg-card text-card-foreground shadow-lg">
      <div className="flex items-center gap-3 border-b border-border bg-muted px-4 py-2.5">
        <span className="flex gap-1.5" aria-hidden="true">
          <span className="size-2.5 rounded-full bg-[#ff5f57]" />
          <span className="size-2.5 rounded-full bg-[#febc2e]" />
          <span className="size-2.5 rounded-full bg-[#28c840]" />
        </span>
        <span className="text-xs font-semibold">{title}</span>
        {meta && <span className="ml-auto text-xs text-muted-foreground">{meta}</span>}
      </div>
      <div className="p-4 sm:p-5">{children}</div>
    </div>
  );
}

/** A small card that floats over a visual's edge on wide screens (a notification, a result). */
export function FloatingNote({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={cn(
        "absolute hidden items-center gap-3 rounded-xl border border-border bg-card px-3.5 py-2.5 text-xs shadow-lg lg:flex",
        className,
      )}
    >
      {children}
    </div>
  );
}

/** A floating notification: an icon on a soft tile, a title and a line (what the system just did). */
export function IconNote({
  icon,
  title,
  text,
  className,
}: {
  icon: IconName;
  title: string;
  text: string;
  className: string;
}) {
  return (
    <FloatingNote className={className}>
      <span className="inline-flex size-8 items-center justify-center rounded-lg bg-accent-soft text-accent">
        <Icon name={icon} className="size-4" />
      </span>
      <ItemText title={title} detail={text} look="note" />
    </FloatingNote>
  );
}

/**
 * A line with the area under it, stretched over `width` × `height` units; values are scaled between their lowest
 * and highest, so a climb shows however small.
 */
export function AreaLine({
  values,
  width,
  height,
  className,
}: {
  values: readonly number[];
  width: number;
  height: number;
  className: string;
}) {
  const low = Math.min(...values);
  const range = Math.max(1, Math.max(...values) - low);
  const step = width / Math.max(1, values.length - 1);
  const points = values
    .map((v, i) => `${(i * step).toFixed(1)},${(height * (0.9 - ((v - low) / range) * 0.75)).toFixed(1)}`)
    .join(" ");
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className={className}
      preserveAspectRatio="none"
      aria-hidden="true"
    >
      <polygon points={`0,${height} ${points} ${width},${height}`} className="fill-brand-soft" />
      <polyline
        points={points}
        fill="none"
        className="stroke-primary"
        strokeWidth="2.5"
        strokeLinejoin="round"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}
