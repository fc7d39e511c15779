"use client";

import { useEffect } from "react";
import { ErrorScreen, type ErrorProps } from "@/components/layout/error-screen";

export default function Error(props: ErrorProps) {
  useEffect(() => {
    console.error(props.error);
  }, [props.error]);
  return <ErrorScreen {...props} />;
}
