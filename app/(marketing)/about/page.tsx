import { CtaBand } from "@/components/sections/cta-band";
import { FounderMessage } from "@/components/sections/founder-message";
import { FounderProfiles } from "@/components/sections/founder-profiles";
import { NumberedList } from "@/components/sections/numbered-list";
import { PageHero } from "@/components/sections/page-hero";
import { Section } from "@/components/sections/section";
import { FoundersCard } from "@/components/visuals/founders-card";
import {
  aboutCta,
  aboutHero,
  founderMessage,
  foundersSection,
  signatureRoleFor,
  values,
} from "@/content/about";
import { publicPages } from "@/content/pages";
import { pageMetadata } from "@/lib/metadata";
import { getSiteFacts } from "@/lib/site-facts/published";

export const generateMetadata = pageMetadata(publicPages.about);

export default async function AboutPage() {
  const { eyebrow, title } = founderMessage;
  const { founders, name, address, proof } = await getSiteFacts();
  const lead = aboutHero.leadFor(
    name.value,
    address.value.city,
    proof.arrScaled.value,
    proof.teamMembers.value,
  );
  const names = founders.map((f) => f.name);
  return (
    <>
      <PageHero
        {...aboutHero}
        lead={lead}
        visual={<FoundersCard {...aboutHero.scene} founders={founders} />}
      />
      <Section id="founders" {...foundersSection}>
        <FounderProfiles founders={founders} label={foundersSection.label} />
      </Section>
      <Section id="founder-message" tone="muted" signatureSection eyebrow={eyebrow} title={title}>
        <FounderMessage
          {...founderMessage}
          signature={names.join(" & ")}
          signatureRole={signatureRoleFor(name.value)}
          example={founders.some((f) => f.example)}
        />
      </Section>
      <Section id="values" {...values}>
        <NumberedList items={values.cards} label={values.label} />
      </Section>
      <CtaBand {...aboutCta} />
    </>
  );
}
