import Link from "next/link";
import { Fragment } from "react";
import { demoForm as copy } from "@/content/demo-form";

const links: Record<string, string> = {
  [copy.consent.termsLabel]: "/terms",
  [copy.consent.privacyLabel]: "/privacy",
};
const pattern = new RegExp(`(${Object.keys(links).join("|")})`);

/** The stored consent wording, word for word, with its two policy names as links. */
export function ConsentText({ text }: { text: string }) {
  return text.split(pattern).map((part, index) => {
    const href = links[part];
    return href ? (
      <Link key={index} href={href} className="font-medium text-primary underline underline-offset-2">
        {part}
      </Link>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    );
  });
}
