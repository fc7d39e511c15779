import { CircleCheck } from "lucide-react";
import Link from "next/link";
import { demoForm as copy } from "@/content/demo-form";
import type { BookingOffer } from "@/lib/forms/state";
import { BookingLink } from "../booking-link";

export function ThankYou({ booking }: { booking?: BookingOffer }) {
  return (
    <div data-form-sent="" className="flex flex-col items-center py-6 text-center sm:py-10">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-accent-soft text-accent">
        <CircleCheck aria-hidden="true" className="size-8" />
      </span>
      {/* autoFocus: after a post without JavaScript the page opens at the top; this brings the thanks into view. */}
      <h2 id="demo-thank-you-title" tabIndex={-1} autoFocus className="mt-6 text-3xl font-bold outline-none">
        {copy.thankYou.title}
      </h2>
      <p className="mt-3 max-w-md text-muted-foreground">{copy.thankYou.text}</p>
      <BookingLink booking={booking} label={copy.thankYou.book} className="mt-8" />
      {booking?.emailFollows && (
        <p className="mt-4 max-w-md text-sm text-muted-foreground">{copy.thankYou.emailNote}</p>
      )}
      <Link href="/" className="mt-6 text-sm font-semibold text-primary underline-offset-4 hover:underline">
        {copy.thankYou.home}
      </Link>
    </div>
  );
}
