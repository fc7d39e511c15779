import type { NextRequest } from "next/server";
import { receiveVisit } from "@/lib/visits/receive";

/** Page views and wizard steps reported by the public pages' script (lib/visits/). */
export const POST = (request: NextRequest) => receiveVisit(request);
