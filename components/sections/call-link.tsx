import { Phone } from "lucide-react";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "@/components/ui/button";
import { callAction } from "@/content/call-action";
import type { BusinessPhone } from "@/lib/site/business-phone";

type Props = {
  phone: BusinessPhone;
  /** Where the button is (header, hero, bar): the tap report names none of it, tests and styles do. */
  place: string;
  size?: ButtonSize;
  variant?: ButtonVariant;
  /** Only "Call" on the eye's side (the number still read out), where space is short. */
  compact?: boolean;
  className?: string;
};

/** A plain `tel:` link, so it dials without JavaScript; with it, the page's script counts the tap first. */
export function CallLink({ phone, place, size = "md", variant = "secondary", compact, className }: Props) {
  return (
    <a href={phone.href} data-call={place} className={buttonClasses(variant, size, className)}>
      <Phone aria-hidden="true" focusable="false" className="size-4" />
      {compact ? (
        <>
          {callAction.label}
          <span className="sr-only"> {phone.display}</span>
        </>
      ) : (
        callAction.long(phone.display)
      )}
    </a>
  );
}
