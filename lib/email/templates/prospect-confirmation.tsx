import "server-only";
import { Button, Heading, Section, Text } from "@react-email/components";
import { prospectEmail } from "@/content/emails";
import type { LegalParty } from "@/content/legal";
import { site } from "@/content/site";
import type { Lead } from "@/lib/db/schema";
import { EmailLayout, styles } from "./layout";

/** To the prospect: thanks, and for intake and demo requests their booking link and what happens next. */
export function ProspectConfirmation({
  party,
  kind,
  firstName,
  bookingUrl,
  unsubscribeUrl,
  smsConsent,
}: {
  party: LegalParty;
  kind: Lead["kind"];
  firstName: string | null;
  /** The booking widget link carrying the prospect's attribution; absent for contact messages. */
  bookingUrl?: string;
  unsubscribeUrl: string;
  /** They also agreed to texts: the footer says how to stop those. */
  smsConsent: boolean;
}) {
  const copy = prospectEmail;
  const minutes = site.discoveryCallMinutes;
  // A demo request books the same calendar, for its demo: the email calls it that, as the form promised.
  const booking = kind === "demo" ? "demo" : "intake";
  // Contact messages and callback requests ask no email consent: only texts agreed to are mentioned.
  const emailConsent = kind === "intake" || kind === "demo";
  const notes = [...(emailConsent ? [copy.consentNote] : []), ...(smsConsent ? [copy.smsNote] : [])];
  return (
    <EmailLayout
      party={party}
      preview={copy.preview[kind]}
      notes={notes}
      unsubscribe={{ ...copy.unsubscribe, url: unsubscribeUrl }}
      heading={copy.subject(party.name)[kind]}
      intro={copy.greeting(firstName)}
    >
      <Text style={styles.text}>{copy.thanks[kind]}</Text>
      {bookingUrl ? (
        <>
          <Text style={styles.text}>{copy.bookingIntro[booking](minutes)}</Text>
          <Section style={{ margin: "8px 0 24px" }}>
            <Button href={bookingUrl} style={styles.button}>
              {copy.bookingButton[booking]}
            </Button>
          </Section>
          <Heading as="h2" style={styles.subheading}>
            {copy.nextHeading}
          </Heading>
          <ol style={{ ...styles.text, paddingLeft: "20px" }}>
            {copy.nextSteps(minutes).map((step) => (
              <li key={step} style={{ marginBottom: "8px" }}>
                {step}
              </li>
            ))}
          </ol>
        </>
      ) : (
        <Text style={styles.text}>{copy.contactReply}</Text>
      )}
      <Text style={styles.text}>{copy.signOff(party.name)}</Text>
    </EmailLayout>
  );
}
