import { receiveSpendUpload } from "@/lib/spend/upload";

/** Spend files from /settings/spend's upload form (lib/spend/upload.ts). */
export const POST = (request: Request) => receiveSpendUpload(request);
