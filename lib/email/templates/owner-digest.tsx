import "server-only";
import { Link, Section, Text } from "@react-email/components";
import { ownerDigestEmail as copy } from "@/content/emails";
import type { LegalParty } from "@/content/legal";
import { ClosingLink, EmailLayout, styles } from "./layout";

export type DigestEntry = { heading: string; line: string; url: string };

/** To the owner: the hour's leads past the number that get an email each, one paragraph and link per lead. */
export function OwnerDigest(props: {
  party: LegalParty;
  preview: string;
  intro: string;
  entries: readonly DigestEntry[];
  more: number;
  settingsUrl: string;
}) {
  return (
    <EmailLayout party={props.party} preview={props.preview} heading={copy.heading} intro={props.intro}>
      <Section>
        {props.entries.map((entry) => (
          <Text key={entry.url} style={styles.row}>
            <span style={styles.label}>{entry.heading}</span>
            <br />
            {entry.line}
            <br />
            <Link href={entry.url} style={styles.link}>
              {copy.open}
            </Link>
          </Text>
        ))}
      </Section>
      {props.more > 0 && <Text style={styles.text}>{copy.more(props.more)}</Text>}
      <ClosingLink href={props.settingsUrl}>{copy.settingsLink}</ClosingLink>
    </EmailLayout>
  );
}
