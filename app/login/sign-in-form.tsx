"use client";

import { startTransition, useActionState, type FormEvent } from "react";
import { unstable_rethrow } from "next/navigation";
import { Field, inputClasses } from "@/components/ui/field";
import { Button } from "@/components/ui/button";
import { loginCopy as copy, signInErrors } from "@/content/auth";
import { signIn } from "@/lib/auth/actions";
import type { SignInState } from "@/lib/auth/sign-in";

const initial: SignInState = {};

/**
 * Posts to the signIn action with or without JavaScript. With it, a request that cannot reach the server ends
 * in a message instead of the error page; the redirect after success is let through.
 */
export function SignInForm() {
  const [serverState, formAction] = useActionState(signIn, initial);
  const [clientState, submit, pending] = useActionState(async (previous: SignInState, data: FormData) => {
    try {
      return await signIn(previous, data);
    } catch (error) {
      unstable_rethrow(error);
      return { error: signInErrors.network, email: String(data.get("email") ?? ""), at: Date.now() };
    }
  }, initial);
  const state = clientState.at ? clientState : serverState;
  // The message covers both fields, so both point at it.
  const invalid = state.error ? ({ "aria-invalid": true, "aria-describedby": "login-error" } as const) : {};
  const shared = { required: true, className: inputClasses, ...invalid };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    startTransition(() => submit(data));
  };

  return (
    <form action={formAction} onSubmit={onSubmit} noValidate className="space-y-5">
      {state.error && (
        <div
          id="login-error"
          role="alert"
          className="rounded-lg border border-danger/40 bg-danger/10 px-4 py-3 text-sm font-medium text-foreground"
        >
          {state.error}
        </div>
      )}
      <Field id="login-email" label={copy.email.label}>
        <input
          key={`email-${state.at ?? 0}`}
          id="login-email"
          name="email"
          type="email"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={copy.email.placeholder}
          maxLength={254}
          defaultValue={state.email ?? ""}
          {...shared}
        />
      </Field>
      <Field id="login-password" label={copy.password.label}>
        <input
          key={`password-${state.at ?? 0}`}
          id="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          maxLength={1024}
          {...shared}
        />
      </Field>
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? copy.pending : copy.submit}
      </Button>
    </form>
  );
}
