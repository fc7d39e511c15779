import { Fragment } from "react";
import { Section, Text } from "@react-email/components";
import type { Row } from "@/lib/leads/fields";
import { styles } from "./styles";

/** Keeps the sender's line breaks in both the HTML and the plain-text rendering. */
export function MultiLine({ value }: { value: string }) {
  return value.split(/\r?\n/).map((line, i) => (
    <Fragment key={i}>
      {i > 0 ? <br /> : null}
      {line}
    </Fragment>
  ));
}

/** Label above value; one paragraph per row so the plain-text version reads as "label / value" pairs. */
export function RowList({ rows }: { rows: readonly Row[] }) {
  return (
    <Section>
      {rows.map((row, i) => (
        <Text key={`${row.label}-${i}`} style={styles.row}>
          <span style={styles.label}>{row.label}</span>
          <br />
          <MultiLine value={row.value} />
        </Text>
      ))}
    </Section>
  );
}
