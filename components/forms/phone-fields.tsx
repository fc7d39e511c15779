import type { UseFormRegisterReturn } from "react-hook-form";
import { consentText } from "@/content/forms";
import { describedBy, Field, FieldError, inputClasses } from "./field";
import { asText } from "./values";

type Props = {
  /** Ids are `${idPrefix}-phone` and `${idPrefix}-smsConsent`. */
  idPrefix: string;
  copy: { label: string; placeholder: string; hint: string };
  phone: UseFormRegisterReturn<"phone">;
  sms: UseFormRegisterReturn<"smsConsent">;
  phoneError?: string;
  smsError?: string;
  values?: Record<string, string | string[]>;
};

/**
 * The optional mobile number and, right under it, the separate and optional agreement to texts at that number
 * (carriers expect SMS consent apart from email consent). Shared by the intake assistant and the demo request.
 */
export function PhoneFields({ idPrefix, copy, phone, sms, phoneError, smsError, values }: Props) {
  const phoneId = `${idPrefix}-phone`;
  const smsId = `${idPrefix}-smsConsent`;
  return (
    <div className="space-y-3">
      <Field id={phoneId} label={copy.label} hint={copy.hint} error={phoneError}>
        <input
          id={phoneId}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={copy.placeholder}
          maxLength={40}
          className={inputClasses}
          {...describedBy(phoneId, phoneError, true)}
          defaultValue={asText(values?.phone)}
          {...phone}
        />
      </Field>
      <div className="space-y-1.5">
        <div className="flex items-start gap-3 rounded-lg border border-border bg-muted/60 p-4">
          <input
            id={smsId}
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-primary"
            {...describedBy(smsId, smsError)}
            defaultChecked={asText(values?.smsConsent) === "on"}
            {...sms}
          />
          <label htmlFor={smsId} className="text-sm leading-relaxed text-foreground">
            {consentText.sms}
          </label>
        </div>
        {smsError && <FieldError id={`${smsId}-error`}>{smsError}</FieldError>}
      </div>
    </div>
  );
}
