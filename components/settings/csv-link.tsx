import { buttonClasses } from "@/components/ui/button";

/** A plain link: the CSV comes from a route handler, not a page the router could render. */
export function CsvLink({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} download className={buttonClasses("secondary", "sm")}>
      {label}
    </a>
  );
}
