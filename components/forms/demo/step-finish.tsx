import { demoForm as copy } from "@/content/demo-form";
import { consentText } from "@/content/forms";
import { describedBy, Field, FieldError, inputClasses } from "../field";
import { asText } from "../values";
import { ConsentText } from "./consent-text";
import { fieldId, type StepProps } from "./types";

export function StepFinish({ form, error, values }: StepProps) {
  const notesId = fieldId("additionalNotes");
  const consentId = fieldId("consent");
  const consentError = error("consent");
  return (
    <>
      <Field id={notesId} label={copy.additionalNotes.label} error={error("additionalNotes")}>
        <textarea
          id={notesId}
          rows={4}
          placeholder={copy.additionalNotes.placeholder}
          maxLength={2000}
          className={inputClasses}
          {...describedBy(notesId, error("additionalNotes"))}
          defaultValue={asText(values?.additionalNotes)}
          {...form.register("additionalNotes")}
        />
      </Field>
      <div className="space-y-1.5">
        <div className="flex items-start gap-3 rounded-lg border border-border bg-muted p-4">
          <input
            id={consentId}
            type="checkbox"
            aria-required
            className="mt-0.5 size-5 shrink-0 accent-primary"
            {...describedBy(consentId, consentError)}
            defaultChecked={asText(values?.consent) === "on"}
            {...form.register("consent")}
          />
          <label htmlFor={consentId} className="text-sm leading-relaxed text-foreground">
            <ConsentText text={consentText.demo} />
          </label>
        </div>
        {consentError && <FieldError id={`${consentId}-error`}>{consentError}</FieldError>}
      </div>
    </>
  );
}
