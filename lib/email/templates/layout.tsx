import { Body, Container, Head, Hr, Html, Preview, Text } from "@react-email/components";
import type { ReactNode } from "react";
import { site } from "@/content/site";
import { styles } from "./styles";

const address = `${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}`;

type Props = { preview: string; children: ReactNode; note?: string };

/** The frame every email shares: brand line, content, and a footer with the company's name and address. */
export function EmailLayout({ preview, children, note }: Props) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Text style={styles.brand}>{site.name}</Text>
          {children}
          <Hr style={styles.hr} />
          {note ? <Text style={styles.footer}>{note}</Text> : null}
          <Text style={styles.footer}>
            {site.name} · {address} · {site.email}
          </Text>
        </Container>
      </Body>
    </Html>
  );
}
