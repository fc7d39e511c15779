import { describedBy, Field, inputClasses } from "../field";
import { asText } from "../values";
import type { StepProps } from "./types";

type TextName =
  "businessName" | "contactName" | "email" | "currentChallenges" | "preferredTime" | "additionalNotes";

type Props = StepProps & {
  name: TextName;
  label: string;
  placeholder: string;
  maxLength: number;
  type?: "text" | "email";
  autoComplete?: string;
  required?: boolean;
  rows?: number;
};

/** A text input or, with `rows`, a textarea; value kept from the server echo when JavaScript is off. */
export function TextField({ register, error, values, name, label, rows, type = "text", ...rest }: Props) {
  const id = `intake-${name}`;
  const message = error(name);
  const common = {
    id,
    placeholder: rest.placeholder,
    maxLength: rest.maxLength,
    className: inputClasses,
    defaultValue: asText(values?.[name]),
    ...describedBy(id, message),
    ...register(name),
  };
  return (
    <Field id={id} label={label} error={message} required={rest.required}>
      {rows ? (
        <textarea rows={rows} {...common} />
      ) : (
        <input type={type} autoComplete={rest.autoComplete} {...common} />
      )}
    </Field>
  );
}
