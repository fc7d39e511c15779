import { CtaBand } from "@/components/sections/cta-band";
import { EpisodeGrid } from "@/components/sections/episode-grid";
import { IconList } from "@/components/sections/icon-list";
import { PageHero } from "@/components/sections/page-hero";
import { Section } from "@/components/sections/section";
import { RecordingCard } from "@/components/visuals/recording-card";
import { publicPages } from "@/content/pages";
import { carouselLabels, episodes, podcastPage } from "@/content/podcast";
import { pageMetadata } from "@/lib/metadata";

export const generateMetadata = pageMetadata(publicPages.podcast);

export default function PodcastPage() {
  const { hero, episodes: episodesSection, about, cta } = podcastPage;
  return (
    <>
      <PageHero {...hero} visual={<RecordingCard {...hero.scene} />} />
      <Section id="episodes" signatureSection {...episodesSection}>
        <EpisodeGrid episodes={episodes} status={carouselLabels.status} label={episodesSection.title} />
      </Section>
      <Section id="about-the-show" tone="muted" {...about}>
        <IconList items={about.formats} label={about.formatsLabel} />
      </Section>
      <CtaBand {...cta} />
    </>
  );
}
