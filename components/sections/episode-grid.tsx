import type { Episode } from "@/content/podcast";
import { EpisodeCard } from "./episode-card";

type Props = { episodes: readonly Episode[]; status: string; label?: string };

/** /podcast lists the episodes as covers in a grid: a carousel there would cost a script for no gain. */
export function EpisodeGrid({ episodes, status, label }: Props) {
  return (
    <ul data-layout="cards" aria-label={label} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {episodes.map((episode) => (
        <li key={episode.number}>
          <EpisodeCard episode={episode} status={status} />
        </li>
      ))}
    </ul>
  );
}
