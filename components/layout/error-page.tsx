"use client";

import { useEffect } from "react";
import { ErrorScreen, type ErrorProps } from "./error-screen";

/** An error boundary's page: the error reported to the browser's console, a reference and a retry shown. */
export function ErrorPage(props: ErrorProps) {
  useEffect(() => {
    console.error(props.error);
  }, [props.error]);
  return <ErrorScreen {...props} />;
}
