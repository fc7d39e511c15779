"use client";

import { ErrorScreen, type ErrorProps } from "@/components/layout/error-screen";
import "./globals.css";

export default function GlobalError(props: ErrorProps) {
  return (
    <html lang="en">
      <body className="font-sans">
        <ErrorScreen {...props} />
      </body>
    </html>
  );
}
