import "server-only";
// Next 16.4 parses a scripted server-action call's multipart body with its own busboy copy (app-render/action-handler);
// lib/action-request.ts must read the body as Next will, so it takes the same parser (types: next-busboy.d.ts).
export { default as busboy } from "next/dist/compiled/busboy";
