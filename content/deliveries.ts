/** Each delivery channel's job in words, wherever the owner reads one (lists, a lead's page, the failure alert). */
export const deliveryLabels: Record<string, string> = {
  owner_email: "Owner notification email",
  prospect_email: "Confirmation email to the lead",
  dead_letter_email: "Failed-delivery alert email",
  webhook: "Webhook delivery",
  owner_digest: "Hourly lead digest email",
  ga4_event: "Google Analytics conversion",
  meta_event: "Meta conversion",
};
