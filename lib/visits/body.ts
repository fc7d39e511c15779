import "server-only";
import { z } from "zod";
import { WIZARD_STEPS, WIZARDS } from "./wizards";

const text = z.string().max(2048);

/** What the page script sends: a page seen (`p`), or a wizard step past the first reached (`f`, `s`); with the visit's landing URL and referrer. */
const visitBodySchema = z
  .object({
    p: text.optional(),
    f: z.enum(WIZARDS).optional(),
    // Step 1 is not reported: every view of the wizard's page is one (so it can never outnumber them).
    s: z
      .number()
      .int()
      .min(2)
      .max(Math.max(...Object.values(WIZARD_STEPS)))
      .optional(),
    l: text.optional(),
    r: text.optional(),
  })
  .strict()
  .refine(
    (body) => (body.p === undefined) !== (body.f === undefined && body.s === undefined),
    "a page or a step",
  )
  .refine(
    (body) => body.p !== undefined || (body.f !== undefined && body.s !== undefined),
    "a form and its step",
  )
  .refine((body) => !body.f || (body.s ?? 0) <= WIZARD_STEPS[body.f], "a step the form has");

export type VisitReport =
  | { kind: "page"; path: string; landing?: string; referrer?: string }
  | { kind: "step"; form: keyof typeof WIZARD_STEPS; step: number; landing?: string; referrer?: string };

/** The report in a body's text, or why it is not one (wrong type, shape, size, unknown form or step). */
export function parseVisitBody(raw: string): { report: VisitReport } | { problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { problem: "The body is not JSON." };
  }
  const parsed = visitBodySchema.safeParse(json);
  if (!parsed.success)
    return { problem: `Not a visit report: ${parsed.error.issues[0]?.message ?? "invalid"}.` };
  const { p, f, s, l, r } = parsed.data;
  const context = { ...(l !== undefined && { landing: l }), ...(r !== undefined && { referrer: r }) };
  return f && s
    ? { report: { kind: "step", form: f, step: s, ...context } }
    : { report: { kind: "page", path: p!, ...context } };
}
