import Link from "next/link";
import { BrandText } from "@/components/ui/brand-text";
import type { Bullet, Inline, Paragraph } from "@/content/legal";

export function InlineLink({ part }: { part: Exclude<Inline, string> }) {
  const Anchor = part.href.startsWith("/") ? Link : "a";
  return (
    <Anchor
      href={part.href}
      className="font-medium break-words text-primary underline underline-offset-4 hover:text-primary-hover"
    >
      {part.text}
    </Anchor>
  );
}

/** A paragraph's text with its inline links. */
function LegalText({ value }: { value: Paragraph }) {
  if (typeof value === "string") return value;
  return value.map((part, i) => (typeof part === "string" ? part : <InlineLink key={i} part={part} />));
}

/** Paragraphs of a section or its callout, each with its inline links. */
export function LegalParagraphs({ values, className }: { values: readonly Paragraph[]; className: string }) {
  return values.map((value, i) => (
    <p key={i} className={className}>
      <LegalText value={value} />
    </p>
  ));
}

export function LegalBullet({ item }: { item: Bullet }) {
  if (typeof item === "string" || !("term" in item)) return <LegalText value={item} />;
  return (
    <>
      <strong className="font-semibold">
        <BrandText text={item.term} />:
      </strong>{" "}
      <LegalText value={item.text} />
    </>
  );
}
