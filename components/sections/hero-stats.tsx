import type { Stat } from "@/content/home";
import { StatList } from "./stat-list";

/** A compact proof strip under a hero's buttons. */
export function HeroStats({ stats, label }: { stats: readonly Stat[]; label?: string }) {
  return (
    <div className="mt-10 border-t border-border pt-6 sm:max-w-xl">
      <StatList
        stats={stats}
        label={label}
        className="grid grid-cols-3 gap-4 sm:gap-8"
        valueClassName="text-2xl text-foreground sm:text-3xl"
        markClassName="mt-3"
      />
    </div>
  );
}
