import { CalendarDays } from "lucide-react";
import { buttonStyle } from "@/components/ui/button-style";
import { bookingOffer as copy } from "@/content/forms";
import type { BookingOffer } from "@/lib/forms/state";

type Props = { booking?: BookingOffer; label: string; className?: string };

/**
 * The visitor's own booking link, straight from a success: a plain link to /book in a new tab (works without
 * JavaScript, and the thank-you stays open), tied to the lead just sent by its signed token.
 */
export function BookingLink({ booking, label, className = "" }: Props) {
  return (
    <a
      href={booking?.href ?? "/book"}
      target="_blank"
      rel="noopener"
      data-booking-offer=""
      className={`${buttonStyle("primary", "lg")} ${className}`}
    >
      <CalendarDays aria-hidden="true" focusable="false" className="size-5" />
      {label}
      <span className="sr-only">{copy.newTab}</span>
    </a>
  );
}
