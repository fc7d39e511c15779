import { CardGrid } from "@/components/sections/card-grid";
import { CtaBand } from "@/components/sections/cta-band";
import { PageHero } from "@/components/sections/page-hero";
import { Section } from "@/components/sections/section";
import { publicPages } from "@/content/pages";
import { episodeCards, podcastPage } from "@/content/podcast";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(publicPages.podcast);

export default function PodcastPage() {
  const { hero, episodes: episodesSection, about, cta } = podcastPage;
  return (
    <>
      <PageHero {...hero} />
      <Section id="episodes" {...episodesSection}>
        <CardGrid cards={episodeCards} columns={4} label={episodesSection.title} />
      </Section>
      <Section id="about-the-show" tone="muted" {...about}>
        <CardGrid cards={about.formats} label={about.formatsLabel} />
      </Section>
      <CtaBand {...cta} />
    </>
  );
}
