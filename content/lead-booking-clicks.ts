/** The booking clicks shown on a lead's page: the lead's own booking link, followed from its thank-you screen. */
export const leadBookingClicksCopy = {
  title: "Booking clicks",
  description: "Each time this lead followed the booking link on their thank-you screen (one per visit).",
  none: "No booking click from this lead's thank-you screen yet.",
  clicked: "Opened the booking calendar",
} as const;
