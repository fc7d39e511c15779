import type { ReactNode } from "react";

/** Title and detail classes of each look the site uses for a list item's text. */
const looks = {
  base: ["font-semibold", "mt-1.5 text-muted-foreground"],
  note: ["font-semibold", "text-muted-foreground"],
  small: ["text-sm font-semibold", "text-xs text-muted-foreground"],
  option: ["font-semibold text-foreground", "mt-0.5 text-sm text-muted-foreground"],
  compact: ["font-semibold", "mt-1 text-sm text-muted-foreground"],
  step: ["text-lg font-semibold", "mt-2 text-muted-foreground"],
  large: ["text-xl font-bold", "mt-2 text-muted-foreground"],
  display: ["font-display text-xl leading-tight font-extrabold", "text-sm opacity-90"],
} as const;

type Props = {
  title: ReactNode;
  detail: ReactNode;
  look?: keyof typeof looks;
  /** A heading (h3) over a paragraph, for section lists; otherwise two block spans, which fit where a heading
   * cannot (labels, buttons, visuals). */
  heading?: boolean;
  className?: string;
};

/** A list item's title over its line of detail. */
export function ItemText({ title, detail, look = "base", heading = false, className }: Props) {
  const [titleClass, detailClass] = looks[look];
  return heading ? (
    <div className={className}>
      <h3 className={titleClass}>{title}</h3>
      <p className={detailClass}>{detail}</p>
    </div>
  ) : (
    <span className={className}>
      <span className={`block ${titleClass}`}>{title}</span>
      <span className={`block ${detailClass}`}>{detail}</span>
    </span>
  );
}
