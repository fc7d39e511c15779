"use client";

import { errorCopy } from "@/content/errors";

export type ErrorProps = { error: Error & { digest?: string }; reset: () => void };

/** Shared by error.tsx and global-error.tsx; shows a reference, never the raw error text. */
export function ErrorScreen({ error, reset }: ErrorProps) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-5 py-24 text-center">
      <h1 className="text-3xl font-bold sm:text-4xl">{errorCopy.title}</h1>
      <p className="mt-3 text-muted-foreground">{errorCopy.text}</p>
      {error.digest && <p className="mt-2 text-sm text-muted-foreground">Reference: {error.digest}</p>}
      <div className="mt-8 flex gap-3">
        <button
          type="button"
          onClick={reset}
          className="h-11 rounded-lg bg-primary px-5 text-sm font-semibold text-primary-foreground hover:bg-primary-hover"
        >
          {errorCopy.retry}
        </button>
        {/* A full navigation: after an error the client router may be in a bad state. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a
          href="/"
          className="inline-flex h-11 items-center rounded-lg border border-border px-5 text-sm font-semibold hover:bg-muted"
        >
          {errorCopy.home}
        </a>
      </div>
    </div>
  );
}
