import { randomUUID } from "node:crypto";
import type { NewLead } from "@/lib/db/schema";

/** A contact-form lead as stored; its payload repeats the name and email, with `message`. */
export function contactLead({
  message = "Hello",
  ...lead
}: Partial<NewLead> & { message?: string } = {}): NewLead {
  const { name = "Ada Lovelace", email = "ada@example.com" } = lead;
  return {
    kind: "contact",
    name,
    email,
    businessName: null,
    payload: { name, email, message },
    attribution: {},
    submissionId: randomUUID(),
    ...lead,
  };
}

/** A demo-request lead as stored, from an address of its own. */
export function demoLead(lead: Partial<NewLead> = {}): NewLead {
  return {
    kind: "demo",
    name: "Ada Lovelace",
    email: `ada+${randomUUID().slice(0, 8)}@example.com`,
    businessName: "Analytical Engines",
    payload: {
      businessName: "Analytical Engines",
      contactName: "Ada Lovelace",
      industry: "healthcare",
      challenges: "No-shows",
      solutions: ["agents"],
    },
    attribution: { utm_source: "x" },
    submissionId: randomUUID(),
    ...lead,
  };
}

/** A form post as a browser sends it: a list is one field repeated. */
export function formData(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const item of [value].flat()) data.append(name, item);
  return data;
}
