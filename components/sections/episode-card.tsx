import type { Episode } from "@/content/podcast";
import { Icon } from "@/components/ui/icon";

/** An episode with its cover: the carousel on the home page and the grid on /podcast both show it. */
export function EpisodeCard({ episode, status }: { episode: Episode; status: string }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-card shadow-sm">
      <div
        aria-hidden="true"
        className="flex h-32 items-end justify-between bg-linear-to-br from-primary to-accent p-5 text-primary-foreground"
      >
        <Icon name="podcast" className="size-8" />
        <span className="font-display text-5xl leading-none font-extrabold">
          {String(episode.number).padStart(2, "0")}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-xs font-semibold tracking-wide text-accent uppercase">{episode.topic}</p>
        <h3 className="mt-2 text-xl font-semibold">{episode.title}</h3>
        <p className="mt-2 text-muted-foreground">{episode.teaser}</p>
        <p className="mt-auto inline-flex items-center gap-2 pt-5 text-sm font-medium text-muted-foreground">
          <Icon name="clock" className="size-4" />
          {status}
        </p>
      </div>
    </article>
  );
}
