import { z } from "./zod";
import { demoSolutions, ids, industries } from "@/content/forms";
import { consentField, idList, optionalChoice, optionalText, requiredText, wizardSchema } from "./fields";

const DAY = 24 * 60 * 60 * 1000;

/** A calendar day, YYYY-MM-DD, not before today (a day of slack for the visitor's time zone). */
const demoDate = z.preprocess(
  (v) => (v === undefined || v === null || v === "" ? undefined : v),
  z
    .string({ error: "Please pick a valid date" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Please pick a valid date")
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), "Please pick a valid date")
    .refine((v) => Date.parse(`${v}T00:00:00Z`) >= Date.now() - 2 * DAY, "Please pick a date in the future")
    .refine((v) => Date.parse(`${v}T00:00:00Z`) <= Date.now() + 366 * DAY, "Please pick a date within a year")
    .optional(),
);

export const demoSchema = wizardSchema({
  industry: optionalChoice(ids(industries), "Please select an industry"),
  challenges: requiredText(5000, "Please describe your challenges"),
  solutions: idList(ids(demoSolutions)),
  demoDate,
  additionalNotes: optionalText(2000),
  consent: consentField("Please agree to receive demo updates"),
});

export type DemoData = z.output<typeof demoSchema>;
export type DemoField = keyof DemoData;

export const demoArrayFields = ["solutions"] as const;
