import type { Stat } from "@/content/home";
import { ExampleMark } from "@/components/ui/example-mark";
import { cn } from "@/lib/cn";

type Props = {
  stats: readonly Stat[];
  label?: string;
  /** The list's grid; each item's box; the number's size and colour. */
  className: string;
  itemClassName?: string;
  valueClassName: string;
  markClassName?: string;
};

/** Headline numbers, each above its label; one "Example" mark under them while any is still an example. */
export function StatList({ stats, label, className, itemClassName, valueClassName, markClassName }: Props) {
  return (
    <>
      <dl aria-label={label} className={className}>
        {stats.map((stat) => (
          <div key={stat.label} className={cn("flex flex-col", itemClassName)}>
            <dt className="mt-1 text-sm text-muted-foreground">{stat.label}</dt>
            <dd className={cn("order-first font-display font-extrabold", valueClassName)}>{stat.value}</dd>
          </div>
        ))}
      </dl>
      <ExampleMark show={stats.some((stat) => stat.example)} className={markClassName} />
    </>
  );
}
