import { demoForm as copy } from "@/content/demo-form";
import { industries } from "@/content/forms";
import { describedBy, Field, inputClasses } from "../field";
import { asText } from "../values";
import { fieldId, type StepProps } from "./types";

export function StepBusiness({ form, error, values }: StepProps) {
  const industryId = fieldId("industry");
  const challengesId = fieldId("challenges");
  return (
    <>
      <Field id={industryId} label={copy.industry.label} error={error("industry")} required>
        <select
          id={industryId}
          className={`${inputClasses} h-11.5`}
          {...describedBy(industryId, error("industry"))}
          defaultValue={asText(values?.industry)}
          {...form.register("industry")}
        >
          <option value="">{copy.industry.placeholder}</option>
          {industries.map((industry) => (
            <option key={industry.id} value={industry.id}>
              {industry.label}
            </option>
          ))}
        </select>
      </Field>
      <Field id={challengesId} label={copy.challenges.label} error={error("challenges")} required>
        <textarea
          id={challengesId}
          rows={5}
          placeholder={copy.challenges.placeholder}
          maxLength={5000}
          className={inputClasses}
          {...describedBy(challengesId, error("challenges"))}
          defaultValue={asText(values?.challenges)}
          {...form.register("challenges")}
        />
      </Field>
    </>
  );
}
