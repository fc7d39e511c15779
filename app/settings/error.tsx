"use client";

// Inside its own layout, so the area's header stays in reach after an error.
export { ErrorPage as default } from "@/components/layout/error-page";
