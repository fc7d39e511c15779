"use client";

import { ErrorScreen } from "@/components/layout/error-screen";
import "./globals.css";

export default function GlobalError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <html lang="en">
      <body className="font-sans">
        <ErrorScreen digest={error.digest} reset={reset} />
      </body>
    </html>
  );
}
