"use client";

// The public pages' boundary; the owner area has its own inside its shell.
export { ErrorPage as default } from "@/components/layout/error-page";
