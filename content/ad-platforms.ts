/** Copy for /settings' Ad platforms section: where conversions go, the Google Ads file, the delivery log. */
export const adPlatformsCopy = {
  description:
    "Conversions go from this server to each platform you configure: never for a visitor whose browser sends Global Privacy Control, never with a plain email, phone number or name.",
  on: "Sending",
  off: "Off",
  destinations: [
    {
      id: "ga4",
      name: "GA4 Measurement Protocol (server-side Google Analytics)",
      sends:
        "generate_lead when a form is sent, qualify_lead and close_convert_lead when you mark a lead Qualified or Won: the form type and the visitor's GA client id, nothing personal.",
      setUp: "Set GA4_API_SECRET (Admin → Data streams → your stream → Measurement Protocol API secrets).",
    },
    {
      id: "meta",
      name: "Meta Conversions API",
      sends:
        "Lead when a form is sent (event id = the submission's, so a pixel's own Lead counts once), LeadQualified and LeadWon later: SHA-256 of the email and phone, the click id (fbc), the browser id (fbp), the visitor's address and browser.",
      setUp:
        "Set META_PIXEL_ID and META_CAPI_TOKEN (Events Manager → your dataset → Settings → Conversions API).",
    },
  ],
  googleAds: {
    title: "Google Ads conversions file",
    description:
      "Leads that came from a Google ad (with a gclid) in the last 90 days, in the offline conversion import format: upload it under Goals → Conversions → Uploads, or let Google Ads fetch it on a schedule.",
    status: "Leads that reached",
    statuses: {
      submitted: "Submitted (every lead)",
      qualified: "Qualified",
      booked: "Booked",
      won: "Won",
    },
    name: "Conversion action name",
    nameHint: "Exactly as the conversion action is named in Google Ads.",
    value: "Fallback value (optional)",
    valueHint:
      "Each lead goes with its own value at that stage (its deal value, else the stage's value under Spend & values); this one is for leads with neither.",
    currency: "Fallback value's currency",
    download: "Download CSV",
    scheduled: "Scheduled import (HTTPS)",
    scheduledHint:
      "In Google Ads, choose HTTPS as the source and give this address with the user name below and GOOGLE_ADS_IMPORT_SECRET as the password.",
    url: "Address",
    user: "User name",
    scheduledOff:
      "Set GOOGLE_ADS_IMPORT_SECRET (24+ random characters) to let Google Ads fetch the file on a schedule.",
  },
  microsoft: {
    title: "Microsoft Advertising conversions file",
    description:
      "Leads that came from a Microsoft ad (with an msclkid) in the last 90 days, in Microsoft's offline conversion import format (times in UTC): import it under Conversions → Offline conversions, or schedule the import from the address below.",
    scheduledHint:
      "Schedule the import from this address, with the user name below and MICROSOFT_ADS_IMPORT_SECRET as the password.",
    scheduledOff:
      "Set MICROSOFT_ADS_IMPORT_SECRET (24+ random characters) to let Microsoft Advertising fetch the file on a schedule.",
    nameHint: "Exactly as the offline conversion goal is named in Microsoft Advertising.",
    csvFilename: (date: string) => `microsoft-ads-conversions-${date}.csv`,
    importOff: "The Microsoft Advertising import is not configured (MICROSOFT_ADS_IMPORT_SECRET).",
  },
  deliveries: {
    title: "Recent conversions",
    description: "The last 20 conversions sent or queued, newest first.",
    empty: "No conversions yet. They appear here once a platform is configured and a lead comes in.",
  },
  csvFilename: (date: string) => `google-ads-conversions-${date}.csv`,
  importOff: "The Google Ads import is not configured (GOOGLE_ADS_IMPORT_SECRET).",
  importUnauthorized: "The user name or password is wrong.",
  importLimited: "Too many wrong passwords from this address; try again within the hour.",
  importUnavailable: "The conversions file is not available right now (the database did not answer).",
} as const;
