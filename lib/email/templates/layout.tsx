import "server-only";
import {
  Body,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from "@react-email/components";
import { Fragment, type CSSProperties, type ReactNode } from "react";
import type { LegalParty } from "@/content/legal";
import type { Row } from "@/lib/forms/lead-fields";

/** Inline styles: email clients ignore stylesheets. Colours echo the site's light theme. */
const font = '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';

export const styles = {
  body: { backgroundColor: "#f4f6f8", fontFamily: font, margin: 0, padding: "24px 0" },
  container: {
    backgroundColor: "#ffffff",
    border: "1px solid #dfe4ec",
    borderRadius: "8px",
    margin: "0 auto",
    maxWidth: "600px",
    padding: "32px",
  },
  brand: { color: "#3b34c9", fontSize: "14px", fontWeight: 700, letterSpacing: "0.04em", margin: "0 0 24px" },
  heading: { color: "#0b1324", fontSize: "22px", lineHeight: "30px", margin: "0 0 16px" },
  subheading: { color: "#0b1324", fontSize: "16px", margin: "24px 0 8px" },
  text: { color: "#2d3748", fontSize: "15px", lineHeight: "24px", margin: "0 0 16px" },
  row: { color: "#0b1324", fontSize: "15px", lineHeight: "22px", margin: "0 0 12px" },
  label: { color: "#4a5568", fontSize: "12px", fontWeight: 600, letterSpacing: "0.04em" },
  button: {
    backgroundColor: "#3b34c9",
    borderRadius: "6px",
    color: "#ffffff",
    display: "inline-block",
    fontSize: "15px",
    fontWeight: 600,
    padding: "12px 20px",
    textDecoration: "none",
  },
  link: { color: "#3b34c9", textDecoration: "underline" },
  hr: { borderColor: "#dfe4ec", margin: "24px 0" },
  footer: { color: "#4a5568", fontSize: "12px", lineHeight: "18px", margin: "0 0 8px" },
} satisfies Record<string, CSSProperties>;

type Props = {
  /** Who the email is from: the company's name, address and email as published when it is sent. */
  party: LegalParty;
  preview: string;
  /** The email's title and its opening paragraph, above the children. */
  heading?: string;
  intro?: string;
  children: ReactNode;
  /** Footer lines: why the reader gets this email. */
  notes?: string[];
  /** Emails to prospects carry a way out; the owner's own notifications do not. */
  unsubscribe?: { text: string; link: string; url: string };
};

/** The frame every email shares: brand line, content, and a footer with the company's name and address. */
export function EmailLayout({ party, preview, heading, intro, children, notes = [], unsubscribe }: Props) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>{party.name}</Text>
          {heading ? (
            <Heading as="h1" style={styles.heading}>
              {heading}
            </Heading>
          ) : null}
          {intro ? <Text style={styles.text}>{intro}</Text> : null}
          {children}
          <Hr style={styles.hr} />
          {notes.map((note) => (
            <Text key={note} style={styles.footer}>
              {note}
            </Text>
          ))}
          {unsubscribe ? (
            <Text style={styles.footer}>
              {unsubscribe.text}{" "}
              <Link href={unsubscribe.url} style={{ color: "inherit", textDecoration: "underline" }}>
                {unsubscribe.link}
              </Link>
            </Text>
          ) : null}
          <Text style={styles.footer}>
            {party.name} · {addressLine(party)} · {party.email}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

const addressLine = ({ address: a }: LegalParty) => `${a.street}, ${a.city}, ${a.region} ${a.postalCode}`;

/** The closing link to /settings that every email to the owner ends with. */
export function ClosingLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Text style={{ ...styles.text, marginTop: "24px" }}>
      <Link href={href} style={styles.link}>
        {children}
      </Link>
    </Text>
  );
}

/** Label above value; one paragraph per row so the plain-text version reads as "label / value" pairs. */
export function RowList({ rows }: { rows: readonly Row[] }) {
  return (
    <Section>
      {rows.map((row, i) => (
        <Text key={`${row.label}-${i}`} style={styles.row}>
          <span style={styles.label}>{row.label}</span>
          {/* A break before each line keeps the sender's line breaks in both the HTML and the plain text. */}
          {row.value.split(/\r?\n/).map((line, j) => (
            <Fragment key={j}>
              <br />
              {line}
            </Fragment>
          ))}
        </Text>
      ))}
    </Section>
  );
}
