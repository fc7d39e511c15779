"use client";

import { CalendarCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { intakeForm } from "@/content/intake-form";
import { BrandText } from "@/components/ui/brand-text";
import { NumberedSteps } from "@/components/ui/numbered-steps";
import type { BookingOffer } from "@/lib/forms/state";
import { BookingLink } from "../booking-link";

const copy = intakeForm.thankYou;

/** Replaces the form after a successful submit, with or without JavaScript. */
export function IntakeThankYou({ booking }: { booking?: BookingOffer }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div data-form-sent="">
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-accent-soft text-accent">
        <CalendarCheck aria-hidden="true" focusable="false" className="size-6" />
      </span>
      {/* autoFocus: after a post without JavaScript the page opens at the top; this brings the thanks into view. */}
      <h2
        ref={heading}
        tabIndex={-1}
        autoFocus
        className="mt-5 text-2xl font-bold focus:outline-none sm:text-3xl"
      >
        {copy.title}
      </h2>
      <p className="mt-3 text-muted-foreground">{copy.text}</p>
      <BookingLink booking={booking} label={copy.book} className="mt-6 w-full sm:w-auto" />
      {booking?.emailFollows && (
        <p className="mt-4 text-sm text-muted-foreground">
          <BrandText text={copy.emailNote} />
        </p>
      )}
      <h3 id="intake-next-title" className="mt-8 text-lg font-bold">
        {copy.nextTitle}
      </h3>
      <NumberedSteps items={copy.next} labelledBy="intake-next-title" className="mt-4 grid gap-4" />
      <div className="mt-8 rounded-xl border border-border bg-muted/60 p-4 text-sm">
        <p className="font-semibold text-foreground">{copy.consentTitle}</p>
        <p className="mt-1 text-muted-foreground">{copy.consent}</p>
      </div>
    </div>
  );
}
