import {
  contactSection,
  legalEmail,
  smsProgram,
  termsLink,
  type LegalDocument,
  type LegalParty,
} from "./legal";
import { site } from "./site";

/** Retention periods as the policy states them; the purge keeps to the same configuration (lib/env.ts). */
export type RetentionMonths = { leadMonths: number; technicalMonths: number };

const months = (n: number) => `${n} ${n === 1 ? "month" : "months"}`;

/** The policy, from the company as published (`party`), with the retention the purge keeps to. */
export const privacyPolicy = (
  { leadMonths, technicalMonths }: RetentionMonths,
  party: LegalParty,
): LegalDocument => ({
  eyebrow: "Legal",
  title: "Privacy Policy",
  lead: "What we collect through our forms, why we collect it, who helps us process it, and how you stay in control of it. Written to be read, not skimmed past.",
  // Ad platforms, click ids and privacy requests were added then; the terms did not change.
  updated: "2026-11-26",
  updatedLabel: "Last updated",
  questionsLabel: "Questions? Email",
  contact: legalEmail(party),
  tocLabel: "On this page",
  sections: [
    {
      id: "scope",
      heading: "Who we are and what this covers",
      paragraphs: [
        `${party.name} ("we", "us") is an AI automation agency based in ${party.address.city}, Oregon. This policy explains how we handle personal information collected through this website, our contact form, our intake assistant, our demo request form, and the emails and text messages we send as a result.`,
        "Work we do for clients under a signed agreement is covered by that agreement and its data processing terms, not by this policy.",
      ],
    },
    {
      id: "what-we-collect",
      heading: "What we collect and why",
      paragraphs: [
        "We collect only what we need to answer you, prepare a useful conversation and keep our forms free of spam.",
      ],
      bullets: [
        { term: "Contact form", text: "Your name, email address and message, so we can reply." },
        {
          term: `Intake assistant (${site.assistantName})`,
          text: `Business name, your name, email address, the challenges and solutions you select, a description of your challenges, your preferred time and any notes, so we can schedule and prepare your discovery call.`,
        },
        {
          term: "Demo request form",
          text: "Business name, your name, email address, industry, the solutions you want to see, your challenges, a preferred demo date and notes, so we can tailor the demo.",
        },
        {
          term: "Callback form (on our ad pages)",
          text: "Your name, phone number and the time you would like a call, so we can call you back; your email address only if you give it, to send you a confirmation with your booking link. Texts only if you tick the box for them.",
        },
        {
          term: "Mobile phone number",
          text: "Only if you give it to us (in the intake or demo form, or in the booking calendar), and only to send the texts you agreed to; in the callback form, to call you back as you asked. Agreeing to texts is a separate, optional choice from agreeing to emails.",
        },
        {
          term: "Taps on our call button",
          text: "On our ad pages, when you tap the button that calls us, a small script of our own tells our server before your phone dials. We keep the campaign parameters and ad click id of your visit with it, a one-way hash of your network address and your browser's user agent (so repeated taps count once), and whether your browser sent Global Privacy Control; we use it to count which campaigns bring calls. It sets no cookie. Without JavaScript the button still dials and nothing is recorded.",
        },
        {
          term: "Marketing attribution",
          text: "Campaign parameters in the link that brought you here (such as utm_source, utm_medium, utm_campaign, ref or source), the referring page, and an ad click id when you came from an ad (gclid, gbraid or wbraid from Google, fbclid from Meta, msclkid from Microsoft, ttclid from TikTok, li_fat_id from LinkedIn) with when we first saw it, so we know which campaigns work.",
        },
        {
          term: "Analytics and ad browser ids",
          text: "If your browser already holds Google Analytics' _ga cookie or Meta's _fbp cookie for this site, we keep their values with your enquiry. We never set them ourselves.",
        },
        {
          term: "Visits to this site",
          text: "When a page of this site loads with JavaScript on, a small script of our own tells our server which page it was, the campaign parameters of the link that brought you and the site that linked to you (later in a visit, what the booking_params and first_touch cookies below already hold). We keep only daily totals per page and campaign, for as long as we keep enquiries. To count each visitor once a day, our server makes a one-way keyed hash of your IP address, your browser's user agent and the campaign with a random secret that exists for that day only (and, so that no one can fill our reports with invented campaign names, counts the campaigns that came from your network that day the same way); at the start of the next day (Pacific time) the secret and the day's hashes are deleted, so no one, we included, can recognise you on another day or work out your address. Counting stores neither your IP address nor your user agent, sets no cookie and uses no local or session storage. Without JavaScript nothing is counted, and neither are search engine crawlers, link previews, prefetched pages nor the site owner's settings pages.",
        },
        {
          term: "Technical details",
          text: "A one-way hash of your IP address and your browser's user agent, to detect abuse and duplicate submissions. We store the address itself only with an event for Meta, when Meta's Conversions API is enabled (see below), for at most 8 days.",
        },
      ],
    },
    {
      id: "how-we-use",
      heading: "How we use information",
      paragraphs: ["We use the information above to:"],
      bullets: [
        "Respond to your message and schedule discovery calls and demos.",
        "Send appointment updates, demo updates and service communications by email and, with your consent, by text message.",
        "Understand which pages and campaigns bring visitors, in aggregate.",
        "Tell the ad platforms we advertise on which of their ad clicks became enquiries, and later clients, so our ads reach people likely to be interested (only the platforms listed under Service providers, and never if your browser sends Global Privacy Control).",
        "Protect our forms and systems against spam, fraud and abuse.",
        "Meet legal, tax and accounting obligations.",
      ],
      callout: [
        "We do not sell personal information. Telling an ad platform that its ad click became an enquiry may count as sharing for advertising under some US state laws; a Global Privacy Control signal from your browser, or an email to us, stops it for you.",
      ],
    },
    {
      id: "cookies",
      heading: "Cookies and local storage",
      paragraphs: [
        "This site uses very little browser storage, and none of it is used to build an advertising profile.",
      ],
      bullets: [
        {
          term: "booking_params (session cookie)",
          text: "When you arrive through a link with campaign parameters or an ad click id, we keep them so they reach the booking page with you. It holds no name or contact details and is deleted when you close your browser.",
        },
        {
          term: "first_touch (session cookie)",
          text: "The page your visit started on and the site that linked to it, so we know which pages and campaigns bring enquiries. Deleted when you close your browser.",
        },
        {
          term: "form_t (session cookie)",
          text: "When a form page was opened, signed so it cannot be faked: forms sent faster than a person can type are treated as spam. Deleted when you close your browser.",
        },
        {
          term: "owner_session, owner_device and sb-auth-token (site owner only)",
          text: "Keep the site's owner signed in to the settings area (up to 12 hours, or until they sign out where the site uses Supabase sign-in) and remember a browser they signed in from (up to a year). Visitors never get them.",
        },
        {
          term: "theme (local storage)",
          text: "Remembers whether you chose the light or dark theme. It never leaves your device.",
        },
        {
          term: "Google Analytics (only if enabled on this site)",
          text: "Counts page views and form completions so we can improve the site. We never send names, email addresses, phone numbers or message text in analytics events. Google sets its own cookies (such as _ga), which you can block in your browser settings or with Google's opt-out browser add-on.",
        },
        "Counting visits sets no cookie and uses no local or session storage (see Visits to this site above).",
        "On secure (HTTPS) connections the cookie names start with __Host-, which keeps them to this site alone.",
      ],
      callout: [
        "If your browser sends a Global Privacy Control (GPC) signal, this site loads no analytics at all, nothing about your enquiry is sent to any ad platform (we record the signal with it), and we treat the signal as a request to opt out of sale and targeted advertising.",
      ],
    },
    {
      id: "service-providers",
      heading: "Service providers we share with",
      paragraphs: [
        "We share personal information only with providers that help us run our business, under contracts that limit their use of it to the services they provide to us:",
      ],
      bullets: [
        { term: "Email delivery provider", text: "Sends our replies, confirmations and notifications." },
        {
          term: "Booking and CRM provider",
          text: "Hosts the discovery-call calendar, stores leads and appointments, and sends appointment emails and text messages on our behalf.",
        },
        { term: "Hosting and database providers", text: "Run this website and store form submissions." },
        {
          term: "Spam protection provider (Cloudflare Turnstile)",
          text: "Only if enabled: checks that a form is sent by a person, and receives your IP address for that check.",
        },
        {
          term: "Analytics provider (Google)",
          text: "Only if analytics is enabled, and never with personal data in events. If server-side measurement is enabled too, our server tells Google Analytics that a form was sent (only its type, under your browser's analytics id or a random one) and later whether the enquiry was qualified or became a client.",
        },
        {
          term: "Meta (Facebook and Instagram)",
          text: "Only if Meta's Conversions API is enabled: when you send a form, our server sends Meta a one-way hash (SHA-256) of your email address and of your phone number if you gave one, the Meta ad click id that brought you and Meta's browser id if your browser has them, your IP address and browser, the page and the time; later, whether the enquiry was qualified or became a client. Never your name, your address in plain text or your message. If we count calls as conversions, a tap on our call button sends Meta the same ids, address and browser, the page and the time, and no hash (we hold no email or phone number for it). Meta uses this to measure and deliver its ads.",
        },
        {
          term: "Google Ads",
          text: "Only if we import conversions: the Google ad click id (gclid) of an enquiry that came from a Google ad, with its time, and whether it was qualified or became a client. No name, email address or phone number.",
        },
        {
          term: "Advisers and authorities",
          text: "Our lawyers and accountants, or a court or regulator when the law requires it.",
        },
        "A buyer or successor, if our business is merged or sold, bound by this policy.",
      ],
    },
    {
      id: "sms",
      heading: "Text messages (SMS)",
      paragraphs: [
        `If you give us your mobile number and agree to receive texts, we send messages in the ${smsProgram(party)} program: appointment confirmations and reminders, demo updates, and service communications for clients. Consent to texts is never a condition of buying anything.`,
        "Message frequency varies. Message and data rates may apply. Reply STOP to opt out at any time, or HELP for help.",
        ["The full program terms are in our ", termsLink, "."],
      ],
      callout: [
        "No mobile information will be shared with third parties/affiliates for marketing/promotional purposes. All the above categories exclude text messaging originator opt-in data and consent; this information will not be shared with any third parties.",
      ],
    },
    {
      id: "retention",
      heading: "How long we keep information",
      paragraphs: ["We keep information only as long as it is useful for the purpose it was collected for:"],
      bullets: [
        {
          term: "Contact, intake and demo submissions",
          text: `${months(leadMonths)} after you send them, together with the records of the emails and webhooks sent about them; then they are deleted automatically. If you become a client, the client agreement governs.`,
        },
        {
          term: "Hashed IP addresses, user agents and booking-link clicks",
          text: `${months(technicalMonths)}, then deleted automatically.`,
        },
        {
          term: "Opt-out records (email unsubscribes and SMS STOP requests)",
          text: "As long as needed to keep honoring them.",
        },
        {
          term: "Ad click ids and browser ids",
          text: "With the enquiry they came with, for as long as it is kept.",
        },
        {
          term: "Your IP address in an event for Meta (if enabled)",
          text: "8 days at most: Meta accepts events up to 7 days old, then we remove it.",
        },
        { term: "booking_params cookie", text: "Until you close your browser." },
        {
          term: "Visit counts",
          text: "Daily totals per page and campaign, which name no one, are kept for the site's reports; each day's secret and visitor hashes are deleted when the next day begins.",
        },
        { term: "Google Analytics data (if enabled)", text: "14 months, then deleted automatically." },
      ],
    },
    {
      id: "your-rights",
      heading: "Your rights and choices",
      paragraphs: ["Wherever you live, you can ask us to:"],
      bullets: [
        "Access the personal information we hold about you, or receive a portable copy of it.",
        "Correct information that is wrong.",
        "Delete your information, unless we must keep it by law.",
        "Stop marketing emails (use the unsubscribe link in any email) or texts (reply STOP).",
      ],
      callout: [
        [
          "Email ",
          legalEmail(party),
          " from the address you used with us. We confirm your identity by replying to that address, answer within 45 days and never treat you differently for using your rights. An authorized agent may act for you with your written permission.",
        ],
        "We can find everything stored under your email address or phone number (your enquiries, the emails and messages sent about them, booking-link clicks from the same visits, an unsubscribe) and send it to you as one file, or erase all of it. If you ask, we keep only a one-way hash of your address so that we never email you again. Conversions about you not yet sent to an ad platform are cancelled; what a platform already received is governed by its own policy, and we can tell you which ones did.",
      ],
    },
    {
      id: "state-rights",
      heading: "US state privacy rights",
      paragraphs: [
        'Oregon: under the Oregon Consumer Privacy Act you may confirm whether we process your personal data, access, correct, delete or obtain a copy of it, get a list of the specific third parties we have disclosed it to, and opt out of targeted advertising, sale and profiling. If we decline a request, reply to our answer with the word "Appeal" and we will respond within 45 days. If you disagree with the outcome, you may contact the Oregon Department of Justice.',
        "California: under the CCPA as amended by the CPRA you may know what we collect and why, delete it, correct it, and opt out of sale or sharing. We do not sell; we share for advertising only through the ad platforms named above, when they are enabled, and Global Privacy Control or an email to us opts you out. In the last 12 months we collected identifiers (name, email, phone, IP address, ad click ids and browser ids), professional information (business name), commercial information (services you are interested in) and internet activity (referrer, campaign parameters, user agent). We do not collect sensitive personal information.",
        "Residents of other states with privacy laws, such as Colorado, Connecticut, Texas, Virginia and Washington, have similar rights, and we honor the same requests from every US visitor.",
      ],
    },
    {
      id: "children",
      heading: "Children",
      paragraphs: [
        "This site is for businesses and adults. We do not knowingly collect information from anyone under 16. If you believe a child has sent us information, email us and we will delete it.",
      ],
    },
    {
      id: "security",
      heading: "Security",
      paragraphs: [
        "Every page and form uses encrypted connections (HTTPS). Access to submissions is limited to the people who need it, our providers are bound to protect the data, and we store a hash of your IP address rather than the address itself (except, for at most 8 days, with an event for Meta when that is enabled). No system is perfectly secure; if a breach affects your information, we will notify you as the law requires.",
      ],
    },
    {
      id: "changes",
      heading: "Changes to this policy",
      paragraphs: [
        "When we change this policy we update the date at the top. If a change materially affects how we use information we already hold, we will tell you by email or with a notice on this site before it takes effect.",
      ],
    },
    contactSection(party),
  ],
});
