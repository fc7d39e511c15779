import { DemoForm } from "@/components/forms/demo-form";
import { DemoOptionsCard } from "@/components/sections/demo-options-card";
import { FormLayout } from "@/components/sections/form-layout";
import { PageHero } from "@/components/sections/page-hero";
import { CalendarWeek } from "@/components/visuals/calendar-week";
import { bookADemoPage } from "@/content/book-a-demo";
import { publicPages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";

export const generateMetadata = pageMetadata(publicPages.bookADemo);

export default function BookADemoPage() {
  return (
    <>
      <PageHero {...bookADemoPage.hero} visual={<CalendarWeek {...bookADemoPage.hero.scene} />} />
      <FormLayout side={<DemoOptionsCard content={bookADemoPage.options} />}>
        <DemoForm />
      </FormLayout>
    </>
  );
}
