import { demoForm as copy } from "@/content/demo-form";
import { describedBy, Field, inputClasses } from "../field";
import { PhoneFields } from "../phone-fields";
import { asText } from "../values";
import { fieldId, type StepProps } from "./types";

export function StepContact({ form, error, values }: StepProps) {
  const businessId = fieldId("businessName");
  const nameId = fieldId("contactName");
  const emailId = fieldId("email");
  return (
    <>
      <Field id={businessId} label={copy.businessName.label} error={error("businessName")} required>
        <input
          id={businessId}
          type="text"
          autoComplete="organization"
          placeholder={copy.businessName.placeholder}
          maxLength={160}
          className={inputClasses}
          {...describedBy(businessId, error("businessName"))}
          defaultValue={asText(values?.businessName)}
          {...form.register("businessName")}
        />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={nameId} label={copy.contactName.label} error={error("contactName")} required>
          <input
            id={nameId}
            type="text"
            autoComplete="name"
            placeholder={copy.contactName.placeholder}
            maxLength={120}
            className={inputClasses}
            {...describedBy(nameId, error("contactName"))}
            defaultValue={asText(values?.contactName)}
            {...form.register("contactName")}
          />
        </Field>
        <Field id={emailId} label={copy.email.label} error={error("email")} required>
          <input
            id={emailId}
            type="email"
            autoComplete="email"
            placeholder={copy.email.placeholder}
            maxLength={254}
            className={inputClasses}
            {...describedBy(emailId, error("email"))}
            defaultValue={asText(values?.email)}
            {...form.register("email")}
          />
        </Field>
      </div>
      <PhoneFields
        idPrefix="demo"
        copy={copy.phone}
        phone={form.register("phone")}
        sms={form.register("smsConsent")}
        phoneError={error("phone")}
        smsError={error("smsConsent")}
        values={values}
      />
    </>
  );
}
