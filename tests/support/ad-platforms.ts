import { startGa4StandIn } from "./ga4-stand-in";
import { startMetaStandIn } from "./meta-stand-in";

/** The ids and secrets the stand-ins expect, as a deployment would set them. */
export const GA4 = { measurementId: "G-STANDIN1", apiSecret: "stand-in-mp-secret-0123" };
export const META = { pixelId: "1234567890", token: "EAAstandintoken0123456789abcd" };

/**
 * Both platforms' stand-ins (GA4 on `port`, Meta on `port + 1`; any free ports for 0) and the settings that point a
 * server at them.
 */
export async function startAdPlatforms(port = 0) {
  const ga4 = await startGa4StandIn(GA4, port);
  const meta = await startMetaStandIn(META, port && port + 1);
  return {
    ga4,
    meta,
    settings: {
      NEXT_PUBLIC_GA_MEASUREMENT_ID: GA4.measurementId,
      GA4_API_SECRET: GA4.apiSecret,
      GA4_MP_BASE_URL: ga4.origin,
      META_PIXEL_ID: META.pixelId,
      META_CAPI_TOKEN: META.token,
      META_GRAPH_BASE_URL: meta.origin,
    },
    close: async () => {
      await ga4.close();
      await meta.close();
    },
  };
}
