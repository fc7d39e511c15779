import "server-only";
import { Heading, Text } from "@react-email/components";
import { ownerEmail } from "@/content/emails";
import type { LegalParty } from "@/content/legal";
import type { Row } from "@/lib/forms/lead-fields";
import { ClosingLink, EmailLayout, RowList, styles } from "./layout";

/** To the owner: every field the prospect sent, where they came from, and the stored record. */
export function OwnerNotification(props: {
  party: LegalParty;
  heading: string;
  preview: string;
  submission: readonly Row[];
  attribution: readonly Row[];
  record: readonly Row[];
  settingsUrl: string;
}) {
  const { sections } = ownerEmail;
  return (
    <EmailLayout party={props.party} preview={props.preview} heading={props.heading} intro={ownerEmail.intro}>
      <Heading as="h2" style={styles.subheading}>
        {sections.submission}
      </Heading>
      <RowList rows={props.submission} />
      <Heading as="h2" style={styles.subheading}>
        {sections.attribution}
      </Heading>
      {props.attribution.length > 0 ? (
        <RowList rows={props.attribution} />
      ) : (
        <Text style={styles.text}>{ownerEmail.noAttribution}</Text>
      )}
      <Heading as="h2" style={styles.subheading}>
        {sections.record}
      </Heading>
      <RowList rows={props.record} />
      <ClosingLink href={props.settingsUrl}>{ownerEmail.settingsLink}</ClosingLink>
    </EmailLayout>
  );
}
