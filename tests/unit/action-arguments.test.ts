import { describe, expect, it, vi } from "vitest";
import { signIn } from "@/lib/auth/actions";
import { submitContact } from "@/lib/forms/contact-action";
import { submitDemo } from "@/lib/forms/demo-action";
import { submitIntake } from "@/lib/forms/intake-action";
import {
  erasePerson,
  findPerson,
  retryWebhookDelivery,
  setLeadStatus,
  submitWebhookForm,
} from "@/app/settings/actions";

vi.mock("server-only", () => ({}));

// Server actions are public endpoints: React hands them whatever argument list a client sent, not the form's FormData.
const hostileArguments: unknown[] = [undefined, null, "email=ada@example.com", 42, [], { get: () => "x" }];

describe.each([
  ["submitContact", submitContact],
  ["submitIntake", submitIntake],
  ["submitDemo", submitDemo],
  ["submitWebhookForm", submitWebhookForm],
  ["retryWebhookDelivery", retryWebhookDelivery],
  ["findPerson", findPerson],
  ["erasePerson", erasePerson],
  ["setLeadStatus", setLeadStatus],
])("%s called without a FormData", (_name, action) => {
  it.each(hostileArguments)("answers %j with its error state", async (argument) => {
    const state = await action({ status: "idle" }, argument as FormData);
    expect(state.status).toBe("error");
  });
});

describe("signIn called without a FormData", () => {
  it.each(hostileArguments)("answers %j with the missing-credentials message", async (argument) => {
    expect((await signIn({}, argument as FormData)).error).toBe("Enter your email and password");
  });
});
