import { Icon } from "@/components/ui/icon";
import { Visual } from "./frame";
import { ItemText } from "@/components/ui/item-text";

export type RecordingScript = {
  alt: string;
  show: string;
  season: string;
  status: string;
  episodes: readonly { number: number; topic: string }[];
};

// A fixed waveform: the same picture on every render, server and client.
const wave = [
  5, 9, 14, 8, 18, 26, 15, 22, 30, 19, 12, 24, 34, 27, 16, 21, 29, 17, 10, 20, 28, 13, 7, 16, 23, 11, 6, 12,
  18, 9,
];

/** The show in production: its cover, a live recording level and the episodes on the way. */
export function RecordingCard({ alt, show, season, status, episodes }: RecordingScript) {
  return (
    <Visual alt={alt}>
      <div className="overflow-hidden rounded-3xl border border-border bg-card text-card-foreground shadow-lg">
        <div className="flex items-center gap-4 bg-linear-to-br from-primary to-accent p-5 text-primary-foreground">
          <span className="inline-flex size-16 shrink-0 items-center justify-center rounded-2xl bg-primary-foreground/15">
            <Icon name="mic" className="size-8" />
          </span>
          <ItemText title={show} detail={season} look="display" />
        </div>
        <div className="p-5">
          <p className="flex items-center gap-2 text-xs font-semibold">
            <span className="size-2.5 rounded-full bg-danger" />
            {status}
          </p>
          <div className="mt-3 flex h-10 items-center gap-0.5" aria-hidden="true">
            {wave.map((h, i) => (
              <span key={i} className="w-full rounded-full bg-primary" style={{ height: `${h + 4}px` }} />
            ))}
          </div>
          <ol className="mt-4 divide-y divide-border rounded-xl border border-border text-sm">
            {episodes.map((episode) => (
              <li key={episode.number} className="flex items-center gap-3 px-3 py-2">
                <span className="font-display font-extrabold text-primary tabular-nums">
                  {String(episode.number).padStart(2, "0")}
                </span>
                <span className="truncate">{episode.topic}</span>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </Visual>
  );
}
