/** Copy for the page an email's unsubscribe link opens; `name` and `address` are the company's as published. */
export const unsubscribeCopy = {
  metaTitle: "Unsubscribe",
  eyebrow: "Email preferences",
  confirm: {
    title: "Stop these emails?",
    intro: (email: string) => `We'll stop sending confirmations and updates to ${email}.`,
    button: "Unsubscribe",
    note: `Emails you ask for later, such as a reply to a message you send us, still reach you. Texts have their own opt-out: reply STOP to any of them.`,
  },
  done: {
    title: "You're unsubscribed",
    intro: (email: string, name: string) => `${email} won't get any more emails like this from ${name}.`,
  },
  invalid: {
    title: "This link doesn't work",
    intro: (address: string) =>
      `It may have been cut short when it was copied. Use the link in the email itself, or write to ${address} and we'll take you off the list.`,
  },
  back: "Back to the website",
} as const;
