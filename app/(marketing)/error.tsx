"use client";

import { useEffect } from "react";
import { ErrorScreen, type ErrorProps } from "@/components/layout/error-screen";

/** Inside this area's own layout, so its header stays in reach after an error. */
export default function Error(props: ErrorProps) {
  useEffect(() => {
    console.error(props.error);
  }, [props.error]);
  return <ErrorScreen {...props} />;
}
