import type { Stat } from "@/content/home";
import { StatList } from "./stat-list";

/** Headline numbers large, in a row, on the brand band. */
export function StatBand({ stats, label }: { stats: readonly Stat[]; label?: string }) {
  return (
    <div data-layout="numbers">
      <StatList
        stats={stats}
        label={label}
        className="grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4"
        itemClassName="border-l-2 border-band-foreground/15 pl-5"
        valueClassName="text-5xl tracking-tight lg:text-6xl"
        markClassName="mt-8"
      />
    </div>
  );
}
