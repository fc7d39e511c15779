import {
  contactSection,
  legalEmail,
  privacyLink,
  smsProgram,
  type LegalDocument,
  type LegalParty,
} from "./legal";
import { site } from "./site";

/** The terms, from the company as published (`party`: its name, email and address). */
export const termsOfService = (party: LegalParty): LegalDocument => ({
  eyebrow: "Legal",
  title: "Terms of Service",
  lead: "The ground rules for using this website and receiving our emails and text messages. Client projects are governed by the signed agreement for that project.",
  updated: site.legalUpdated,
  updatedLabel: "Last updated",
  questionsLabel: "Questions? Email",
  contact: legalEmail(party),
  tocLabel: "On this page",
  sections: [
    {
      id: "agreement",
      heading: "Agreement to these terms",
      paragraphs: [
        `These terms are an agreement between you and ${party.name}, an Oregon business ("we", "us"). By using this website, submitting one of our forms or joining our text messaging program, you accept them. If you use the site for a company, you accept them for that company too.`,
        "If you do not agree, please do not use the site.",
      ],
    },
    {
      id: "use-of-site",
      heading: "Using this site",
      paragraphs: ["You must be at least 18 to submit our forms. When you use the site, you agree not to:"],
      bullets: [
        "Submit false information, or someone else's email address or phone number.",
        "Send spam, automated submissions or malicious code through our forms.",
        "Probe, scan, overload or try to break the security of the site.",
        "Copy or scrape our content to build a competing product or service.",
      ],
      callout: ["We may block access or delete submissions that break these rules."],
    },
    {
      id: "no-guarantee",
      heading: "Information, not a promise of results",
      paragraphs: [
        "The content on this site describes our services and past work in general terms. It is not legal, financial or tax advice. Figures such as growth numbers, efficiency gains, ratings and cost savings describe past results for particular clients; your results depend on your business, your team and your market.",
        `We do not guarantee any result except a guarantee written into an agreement signed by you and us. For example, our ${site.guaranteeDays}-day performance guarantee applies only as written in a client agreement, with the benchmarks, conditions and remedies stated there.`,
        "Offers and prices shown on the site (such as promotional discounts) apply only when confirmed in a written proposal or agreement.",
      ],
    },
    {
      id: "calls-and-services",
      heading: "Discovery calls, demos and client work",
      paragraphs: [
        "Booking a discovery call, requesting a demo or completing the intake assistant does not make you a client and does not oblige either of us to work together. Any project is governed by a separate signed agreement; if that agreement conflicts with these terms, the agreement controls.",
      ],
    },
    {
      id: "sms-terms",
      heading: "Text messaging (SMS) program terms",
      paragraphs: [
        `Program name: ${smsProgram(party)}. When you give us your mobile number and agree to receive texts (for example in the intake assistant, the demo request form or our booking calendar), we may text you:`,
      ],
      bullets: [
        {
          term: "Appointment updates",
          text: "Confirmations, reminders and reschedule notices for discovery calls.",
        },
        { term: "Demo updates", text: "Scheduling details and reminders for a demo you requested." },
        { term: "Service communications", text: "Onboarding steps and project updates if you are a client." },
        "Message frequency varies. Message and data rates may apply.",
        "Reply STOP to opt out. You will receive one message confirming you are unsubscribed and no further texts.",
        ["Reply HELP for help, or email ", legalEmail(party), "."],
        "Carriers are not liable for delayed or undelivered messages.",
        "Consent to receive texts is not a condition of any purchase.",
      ],
      callout: [["How we handle your number and consent is described in our ", privacyLink, "."]],
    },
    {
      id: "intellectual-property",
      heading: "Intellectual property",
      paragraphs: [
        `The site's text, design, graphics, the ${party.name} name and logo, "${site.motto}" and our S.C.A.L.E. framework belong to us or our licensors. You may view and share pages for your own evaluation of our services; any other copying or reuse needs our written permission.`,
        "Ownership of deliverables we build for clients (scripts, SOPs, playbooks, automations) is set by the client agreement.",
      ],
    },
    {
      id: "third-parties",
      heading: "Third-party services and links",
      paragraphs: [
        "Some links take you to services we do not run, including the booking calendar hosted by our scheduling provider, our nomination form and podcast platforms. Their own terms and privacy policies apply there, and we are not responsible for their content or availability.",
      ],
    },
    {
      id: "disclaimer",
      heading: "Disclaimer",
      paragraphs: [
        'The site is provided "as is" and "as available". To the fullest extent the law allows, we disclaim all warranties, express or implied, including merchantability, fitness for a particular purpose and non-infringement. We do not promise the site will be uninterrupted or error-free.',
      ],
    },
    {
      id: "liability",
      heading: "Limitation of liability",
      paragraphs: [
        "To the fullest extent the law allows, we are not liable for any indirect, incidental, special, consequential or punitive damages, or for lost profits, revenue or data, arising from your use of this site or our messages. Our total liability for any claim about the site is limited to one hundred US dollars (US$100).",
        "This section does not limit liability that cannot be limited by law, and it does not change what a signed client agreement says about our services.",
      ],
    },
    {
      id: "governing-law",
      heading: "Governing law",
      paragraphs: [
        "These terms are governed by the laws of the State of Oregon, without regard to its conflict-of-law rules. Any dispute about them will be heard in the state or federal courts located in Multnomah County, Oregon, and you and we consent to those courts.",
      ],
    },
    {
      id: "changes",
      heading: "Changes to these terms",
      paragraphs: [
        "We may update these terms. The date at the top shows the latest version, and changes apply from that date. If you keep using the site or stay in the text messaging program after a change, you accept the updated terms.",
      ],
    },
    contactSection(party),
  ],
});
