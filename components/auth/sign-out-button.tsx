"use client";

import { useFormStatus } from "react-dom";
import { Icon } from "@/components/ui/icon";
import { buttonClasses } from "@/components/ui/button";
import { signOutCopy } from "@/content/auth";
import { signOut } from "@/lib/auth/actions";

function Submit() {
  const { pending } = useFormStatus();
  return (
    <button type="submit" disabled={pending} className={buttonClasses("primary", "lg", "w-full")}>
      <Icon name="logOut" className="size-4" />
      {pending ? signOutCopy.pending : signOutCopy.label}
    </button>
  );
}

/** A one-button form posting to the signOut action, so it works without JavaScript. */
export function SignOutButton() {
  return (
    <form action={signOut}>
      <Submit />
    </form>
  );
}
