import { describe, expect, it, vi } from "vitest";
import { signIn } from "@/lib/auth/actions";
import { submitContact, submitDemo, submitIntake } from "@/lib/leads/actions";
import { retryWebhookDelivery } from "@/lib/settings/deliveries/actions";
import { setLeadStatus } from "@/lib/settings/leads/actions";
import { erasePerson, findPerson } from "@/lib/settings/privacy/actions";
import { submitWebhookForm } from "@/lib/settings/webhook/actions";

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
