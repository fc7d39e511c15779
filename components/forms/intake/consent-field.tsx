import Link from "next/link";
import { consentText } from "@/content/forms";
import { intakeForm as copy } from "@/content/intake-form";
import { describedBy, FieldError } from "../field";
import type { StepProps } from "./types";

const linkPattern = new RegExp(`(${copy.consentLinks.map((l) => l.label).join("|")})`);

/** The stored consent wording, with its policy names turned into links. */
function ConsentText() {
  return consentText.intake.split(linkPattern).map((part, i) => {
    const link = copy.consentLinks.find((l) => l.label === part);
    return link ? (
      <Link key={i} href={link.href} className="font-medium text-primary underline underline-offset-2">
        {part}
      </Link>
    ) : (
      part
    );
  });
}

export function ConsentField({ register, error, values }: StepProps) {
  const id = "intake-consent";
  const message = error("consent");
  return (
    <div className="space-y-1.5">
      <div className="flex items-start gap-3 rounded-xl border border-border bg-muted/60 p-4">
        <input
          id={id}
          type="checkbox"
          defaultChecked={values?.consent === "on"}
          aria-required
          className="mt-0.5 size-5 shrink-0 accent-primary"
          {...describedBy(id, message)}
          {...register("consent")}
        />
        <label htmlFor={id} className="text-sm leading-relaxed text-foreground">
          <ConsentText />
        </label>
      </div>
      {message && <FieldError id={`${id}-error`}>{message}</FieldError>}
    </div>
  );
}
