import { Body, Container, Head, Hr, Html, Link, Preview, Text } from "@react-email/components";
import type { ReactNode } from "react";
import { site } from "@/content/site";
import { styles } from "./styles";

const address = `${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}`;

type Props = {
  preview: string;
  children: ReactNode;
  /** Footer lines: why the reader gets this email. */
  notes?: string[];
  /** Emails to prospects carry a way out; the owner's own notifications do not. */
  unsubscribe?: { text: string; link: string; url: string };
};

/** The frame every email shares: brand line, content, and a footer with the company's name and address. */
export function EmailLayout({ preview, children, notes = [], unsubscribe }: Props) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>{site.name}</Text>
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
            {site.name} · {address} · {site.email}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
