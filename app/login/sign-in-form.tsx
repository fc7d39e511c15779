"use client";

import { lazySchema } from "@/components/forms/lazy-schema";
import { useProgressiveAction } from "@/components/forms/use-progressive-action";
import { Field, inputClasses } from "@/components/ui/field";
import { Button } from "@/components/ui/button";
import { loginCopy as copy, signInErrors } from "@/content/auth";
import { signIn } from "@/lib/auth/actions";
import type { SignInState } from "@/lib/forms/sign-in";

const initial: SignInState = {};
const schema = lazySchema(() => import("@/lib/forms/sign-in").then((m) => m.signInSchema));
const refused = (error: string, data: FormData): SignInState => ({
  error,
  email: String(data.get("email") ?? ""),
  at: Date.now(),
});

/**
 * Posts to the signIn action with or without JavaScript (useProgressiveAction). With it, blank fields are answered
 * in the browser by the action's own schema, and a request that cannot reach the server ends in a message instead
 * of the error page; the redirect after success is let through.
 */
export function SignInForm() {
  const { state, form, pending } = useProgressiveAction(signIn, initial, {
    unreachable: (_previous, data) => refused(signInErrors.network, data),
    precheck: async (_previous, data) => {
      const fields = { email: data.get("email"), password: data.get("password") };
      return (await schema.getSchema()).safeParse(fields).success
        ? undefined
        : refused(signInErrors.missing, data);
    },
  });
  // The message covers both fields, so both point at it.
  const invalid = state.error ? ({ "aria-invalid": true, "aria-describedby": "login-error" } as const) : {};
  const shared = { required: true, className: inputClasses, ...invalid };

  return (
    <form {...form} noValidate className="space-y-5">
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
