import { CircleCheck } from "lucide-react";
import Link from "next/link";
import { demoForm as copy } from "@/content/demo-form";

export function ThankYou() {
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
      <Link
        href="/"
        className="mt-8 inline-flex h-12 items-center justify-center rounded-lg bg-primary px-6 font-semibold text-primary-foreground shadow-sm transition-colors hover:bg-primary-hover"
      >
        {copy.thankYou.home}
      </Link>
    </div>
  );
}
