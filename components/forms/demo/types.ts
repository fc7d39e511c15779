import type { UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import type { DemoData, DemoField, demoSchema } from "@/lib/forms/demo";

export type DemoInput = z.input<typeof demoSchema>;
export type DemoFormApi = UseFormReturn<DemoInput, unknown, DemoData>;

/** What every step needs: the form, the message for a field, and values echoed by the server. */
export type StepProps = {
  form: DemoFormApi;
  error: (field: DemoField) => string | undefined;
  values?: Record<string, string | string[]>;
};

/** The element to focus for a field's error; solutions and date are not plain inputs. */
export const fieldId = (field: DemoField) => `demo-${field}`;

/** Where the summary's links point without JavaScript: the calendar button is hidden then, its label is not. */
export const anchorId = (field: DemoField) =>
  field === "demoDate"
    ? "demo-demoDate-label"
    : field === "solutions"
      ? "demo-solutions-hint"
      : fieldId(field);
