import type { Stat } from "@/content/home";

export function StatGrid({ stats }: { stats: readonly Stat[] }) {
  return (
    <dl className="grid grid-cols-2 gap-5 lg:grid-cols-4">
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col rounded-2xl border border-border bg-card p-6 text-center"
        >
          <dt className="text-sm text-muted-foreground">{stat.label}</dt>
          <dd className="order-first font-display text-3xl font-extrabold text-primary">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
