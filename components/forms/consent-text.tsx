import Link from "next/link";
import { Fragment } from "react";
import { consentLinks } from "@/content/forms";

const pattern = new RegExp(`(${Object.keys(consentLinks).join("|")})`);

/** The stored consent wording, word for word, with its policy names as links. */
export function ConsentText({ text }: { text: string }) {
  return text.split(pattern).map((part, index) => {
    const href = consentLinks[part];
    return href ? (
      <Link key={index} href={href} className="font-medium text-primary underline underline-offset-2">
        {part}
      </Link>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    );
  });
}
