import "server-only";
import { Link, Text } from "@react-email/components";
import { deadJobEmail } from "@/content/emails";
import type { LegalParty } from "@/content/legal";
import type { Row } from "@/lib/forms/lead-fields";
import { EmailLayout, RowList, styles } from "./layout";

type Props = { party: LegalParty; rows: readonly Row[]; settingsUrl: string };

/** To the owner: an outbox job ran out of attempts and needs a look. */
export function DeadJobAlert({ party, rows, settingsUrl }: Props) {
  return (
    <EmailLayout
      party={party}
      preview={deadJobEmail.intro}
      heading={deadJobEmail.heading}
      intro={deadJobEmail.intro}
    >
      <RowList rows={rows} />
      <Text style={{ ...styles.text, marginTop: "24px" }}>{deadJobEmail.action}</Text>
      <Text style={styles.text}>
        <Link href={settingsUrl} style={styles.link}>
          {deadJobEmail.settingsLink}
        </Link>
      </Text>
    </EmailLayout>
  );
}
