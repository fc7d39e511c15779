import { cn } from "@/lib/cn";

type Props = { name: string; photo?: string; className?: string };

/** A person's picture from public/, or a monogram of their initials until one is set (content/company.ts). */
export function Portrait({ name, photo, className }: Props) {
  const shape = "inline-flex shrink-0 items-center justify-center rounded-full";
  if (photo) {
    return (
      // A plain img: next/image would ship its client component to pages that otherwise have none.
      // eslint-disable-next-line @next/next/no-img-element
      <img src={photo} alt="" width={160} height={160} className={cn(shape, "object-cover", className)} />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={cn(
        shape,
        "bg-linear-to-br from-brand-soft to-accent-soft font-display font-bold tracking-tight text-primary ring-1 ring-border",
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}

/** "Dr. Aaron Feld" → "AF": the first and last names' first letters, titles left out. */
export function initials(name: string): string {
  const words = name
    .replace(/^(Dr|Mr|Mrs|Ms|Prof)\.?\s+/i, "")
    .split(/\s+/)
    .filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? "") : "";
  return (first + last).toUpperCase();
}
