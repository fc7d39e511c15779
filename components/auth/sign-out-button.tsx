"use client";

import { useFormStatus } from "react-dom";
import { Icon } from "@/components/ui/icon";
import { buttonClasses, type ButtonSize, type ButtonVariant } from "@/components/ui/button";
import { signOutCopy } from "@/content/auth";
import { signOut } from "@/lib/auth/actions";

type Props = { variant?: ButtonVariant; size?: ButtonSize; fullWidth?: boolean; className?: string };

function Submit({ variant, size, fullWidth }: Omit<Props, "className">) {
  const { pending } = useFormStatus();
  return (
    <button
      type="submit"
      disabled={pending}
      className={buttonClasses(variant, size, fullWidth ? "w-full" : "")}
    >
      <Icon name="logOut" className="size-4" />
      {pending ? signOutCopy.pending : signOutCopy.label}
    </button>
  );
}

/** A one-button form posting to the signOut action, so it works without JavaScript. */
export function SignOutButton({ variant = "secondary", size = "md", fullWidth, className }: Props) {
  return (
    <form action={signOut} className={className}>
      <Submit variant={variant} size={size} fullWidth={fullWidth} />
    </form>
  );
}
