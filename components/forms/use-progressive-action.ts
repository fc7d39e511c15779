"use client";

import { unstable_rethrow } from "next/navigation";
import { startTransition, useActionState, type FormEvent } from "react";

// States are plain objects, never promises, so Awaited<S> is S; React's types cannot see that for a generic S.
type Action<S> = (previous: Awaited<S>, formData: FormData) => Promise<S>;

type Options<S> = {
  /** The answer when the request never arrives (offline, server down), instead of the error page. */
  unreachable: (previous: Awaited<S>, formData: FormData) => S;
  /** An answer the browser gives itself, without a request (the form's schema refuses the data). */
  precheck?: (previous: Awaited<S>, formData: FormData) => Promise<S | undefined>;
  /** Each scripted answer as it arrives: a toast here outlives a button the answer removes. */
  onAnswer?: (state: S) => void;
};

/**
 * One server action, both ways: `formAction` is the form's `action`, so it posts without JavaScript and the page
 * re-renders with the answer; with JavaScript the same data goes through `submit`, a client call that catches a
 * failed request. `state` is the latest answer either way; a redirect the action asks for is let through.
 */
export function useProgressiveAction<S extends object>(
  action: Action<S>,
  initial: Awaited<S>,
  options: Options<S>,
) {
  const { unreachable, precheck, onAnswer } = options;
  const [pageState, formAction] = useActionState(action, initial);
  const [scriptState, call, pending] = useActionState(async (previous: Awaited<S>, formData: FormData) => {
    const answer =
      (await precheck?.(previous, formData)) ??
      (await action(previous, formData).catch((error: unknown) => {
        unstable_rethrow(error);
        console.error(error);
        return unreachable(previous, formData);
      }));
    onAnswer?.(answer);
    return answer;
  }, initial);
  const submit = (formData: FormData) => startTransition(() => call(formData));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter));
  };
  const state = scriptState === initial ? pageState : scriptState;
  return { state, pending, formAction, submit, form: { action: formAction, onSubmit } };
}
