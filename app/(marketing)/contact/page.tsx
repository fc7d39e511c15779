import { ContactForm } from "@/components/forms/contact-form";
import { ContactDetails } from "@/components/sections/contact-details";
import { FormLayout } from "@/components/sections/form-layout";
import { PageHero } from "@/components/sections/page-hero";
import { ReplyCard } from "@/components/visuals/reply-card";
import { contactPage } from "@/content/contact";
import { publicPages } from "@/content/pages";
import { site } from "@/content/site";
import { pageMetadata } from "@/lib/metadata";

export const metadata = pageMetadata(publicPages.contact);

export default function ContactPage() {
  return (
    <>
      <PageHero {...contactPage.hero} visual={<ReplyCard {...contactPage.hero.scene} />} />
      <FormLayout side={<ContactDetails content={contactPage.details} email={site.email} />}>
        <ContactForm />
      </FormLayout>
    </>
  );
}
