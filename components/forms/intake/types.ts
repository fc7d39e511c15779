import type { UseFormRegister } from "react-hook-form";
import type { z } from "zod";
import type { IntakeField, intakeSchema } from "@/lib/forms/intake";

/** Unknown per field until the schema has coerced it: what the browser holds is not trusted. */
export type IntakeValues = z.input<typeof intakeSchema>;

/** Values the server echoed back after a failed submit. */
export type EchoedValues = Record<string, string | string[]> | undefined;

export type StepProps = {
  register: UseFormRegister<IntakeValues>;
  error: (field: IntakeField) => string | undefined;
  values: EchoedValues;
};
