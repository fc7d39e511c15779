import type { Stat } from "@/content/home";

/** A compact proof strip under a hero's buttons. */
export function HeroStats({ stats, label }: { stats: readonly Stat[]; label?: string }) {
  return (
    <dl
      aria-label={label}
      className="mt-10 grid grid-cols-3 gap-4 border-t border-border pt-6 sm:max-w-xl sm:gap-8"
    >
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col">
          <dt className="text-sm text-muted-foreground">{stat.label}</dt>
          <dd className="order-first font-display text-2xl font-extrabold text-foreground sm:text-3xl">
            {stat.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
