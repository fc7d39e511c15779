import { ImageResponse } from "next/og";
import { brandCanvas, markDataUrl } from "./favicon";

// 192 px: a multiple of 48, as search engines ask of a site icon; home screens scale it.
export const size = { width: 192, height: 192 };
export const contentType = "image/png";

export default function AppleIcon() {
  return new ImageResponse(
    <div style={{ ...brandCanvas, alignItems: "center", justifyContent: "center" }}>
      <img src={markDataUrl(".m{fill:#fff}.s{fill:#4fd1a5}")} width={136} height={136} alt="" />
    </div>,
    size,
  );
}
