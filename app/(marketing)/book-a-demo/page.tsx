import { DemoForm } from "@/components/forms/demo-form";
import { DemoOptionsCard } from "@/components/sections/demo-options-card";
import { FormLayout } from "@/components/sections/form-layout";
import { HeroStats } from "@/components/sections/hero-stats";
import { PageHero } from "@/components/sections/page-hero";
import { bookADemoPage } from "@/content/book-a-demo";
import { publicPages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(publicPages.bookADemo);

export default function BookADemoPage() {
  const { hero } = bookADemoPage;
  return (
    <>
      <PageHero {...hero}>
        <HeroStats stats={hero.stats} label={hero.statsLabel} />
      </PageHero>
      <FormLayout side={<DemoOptionsCard content={bookADemoPage.options} />}>
        <DemoForm />
      </FormLayout>
    </>
  );
}
