import { ContactForm } from "@/components/forms/contact-form";
import { ContactDetails } from "@/components/sections/contact-details";
import { FormLayout } from "@/components/sections/form-layout";
import { PageHero } from "@/components/sections/page-hero";
import { ReplyCard } from "@/components/visuals/reply-card";
import { contactPage } from "@/content/contact";
import { publicPages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";
import { getSiteFacts } from "@/lib/site-facts/published";

export const generateMetadata = pageMetadata(publicPages.contact);

export default async function ContactPage() {
  const facts = await getSiteFacts();
  return (
    <>
      <PageHero {...contactPage.hero} visual={<ReplyCard {...contactPage.hero.scene} />} />
      <FormLayout side={<ContactDetails content={contactPage.details} facts={facts} />}>
        <ContactForm />
      </FormLayout>
    </>
  );
}
