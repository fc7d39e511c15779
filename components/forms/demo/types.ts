import type { z } from "zod";
import type { DemoData, DemoField, demoSchema } from "@/lib/forms/demo";
import type { LeadForm } from "../use-lead-form";

export type DemoLead = LeadForm<z.input<typeof demoSchema>, DemoData>;

/** The element to focus for a field's error; solutions and date are not plain inputs. */
export const fieldId = (field: DemoField) => `demo-${field}`;
