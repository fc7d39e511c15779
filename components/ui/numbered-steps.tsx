type Props = { items: readonly string[]; className?: string; labelledBy?: string };

/** What happens next, one line a step, each numbered in a filled circle (the thank-you screens, the form pages). */
export function NumberedSteps({ items, className, labelledBy }: Props) {
  return (
    <ol aria-labelledby={labelledBy} className={className}>
      {items.map((item, i) => (
        <li key={item} className="flex gap-4">
          <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary font-display text-sm font-bold text-primary-foreground">
            {i + 1}
          </span>
          <span className="pt-1">{item}</span>
        </li>
      ))}
    </ol>
  );
}
