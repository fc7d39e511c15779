import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import type { CarouselLabels, Episode } from "@/content/podcast";
import { EpisodeCard } from "./episode-card";

/** `children` sits beside the controls, e.g. a link to all episodes. */
type Props = { episodes: readonly Episode[]; labels: CarouselLabels; children?: ReactNode };

// Literal classes: the shared button helper pulls tailwind-merge into the client bundle.
const controlClasses =
  "inline-flex size-11 items-center justify-center rounded-full border border-border bg-card text-foreground shadow-sm transition-colors hover:bg-muted disabled:pointer-events-none disabled:opacity-50";

/**
 * Native scrolling with snap points: swipes work from the first paint, and the buttons are driven by the early
 * inline script (components/layout/early-script.tsx), so the carousel ships no JavaScript of its own.
 */
export function PodcastCarousel({ episodes, labels, children }: Props) {
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={labels.region}
      data-testid="podcast-carousel"
      data-carousel=""
      data-layout="carousel"
    >
      {/* Focusable so the slides can be scrolled from the keyboard too. */}
      <div
        data-carousel-viewport=""
        tabIndex={0}
        className="flex snap-x snap-mandatory [scrollbar-width:none] gap-5 overflow-x-auto overscroll-x-contain"
      >
        {episodes.map((episode, i) => (
          <div
            key={episode.number}
            role="group"
            aria-roledescription="slide"
            aria-label={labels.slide(i + 1, episodes.length)}
            className="min-w-0 flex-[0_0_calc(88%_-_2.4px)] snap-start sm:flex-[0_0_calc(50%_-_10px)] lg:flex-[0_0_calc(33.3333%_-_13.3333px)]"
          >
            <EpisodeCard episode={episode} status={labels.status} />
          </div>
        ))}
      </div>
      <div className="mt-6 flex items-center justify-between gap-3">
        <div>{children}</div>
        <div className="flex gap-3">
          <button
            type="button"
            data-carousel-step="-1"
            className={controlClasses}
            aria-label={labels.previous}
            disabled
          >
            <ChevronLeft className="size-5" aria-hidden="true" />
          </button>
          <button
            type="button"
            data-carousel-step="1"
            className={controlClasses}
            aria-label={labels.next}
            disabled={episodes.length < 2}
          >
            <ChevronRight className="size-5" aria-hidden="true" />
          </button>
        </div>
      </div>
    </div>
  );
}
