import "server-only";
// Next parses a scripted server-action call's multipart body with its own copy of busboy (Next 16.4:
// next/dist/compiled/busboy, used by app-render/action-handler). The pre-check in lib/action-request.ts must read
// the body exactly as Next will, so it takes the same parser; next-busboy.d.ts gives it the types it ships without.
import nextBusboy from "next/dist/compiled/busboy";

export const busboy = nextBusboy;
