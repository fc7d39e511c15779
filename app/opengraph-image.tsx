import { ImageResponse } from "next/og";
import { ogImage } from "@/content/og-image";
import { site } from "@/content/site";
import { brandCanvas } from "./favicon";

export const alt = ogImage.alt;
export const size = { width: 1200, height: 630 };
export const contentType = "image/png";

// Satori renders inline styles only; no fonts are loaded, so the built-in default font is used.
export default function OpengraphImage() {
  return new ImageResponse(
    <div
      style={{
        ...brandCanvas,
        flexDirection: "column",
        justifyContent: "space-between",
        padding: "72px 80px",
        color: "#ffffff",
      }}
    >
      <div
        style={{
          position: "absolute",
          right: 56,
          bottom: 0,
          display: "flex",
          alignItems: "flex-end",
          gap: 20,
        }}
      >
        {[190, 300, 420].map((h) => (
          <div
            key={h}
            style={{
              width: 76,
              height: h,
              borderRadius: "20px 20px 0 0",
              background: "rgba(255,255,255,0.08)",
            }}
          />
        ))}
      </div>
      <div style={{ display: "flex", alignItems: "center", gap: 22 }}>
        <svg width="68" height="58" viewBox="0 0 42 36">
          <rect x="0" y="20" width="8" height="14" rx="2" fill="#ffffff" opacity="0.6" />
          <rect x="11" y="12" width="8" height="22" rx="2" fill="#ffffff" opacity="0.85" />
          <rect x="22" y="4" width="8" height="30" rx="2" fill="#ffffff" />
          <path
            d="M33 2 L35.2 7.2 L40.4 9.4 L35.2 11.6 L33 16.8 L30.8 11.6 L25.6 9.4 L30.8 7.2 Z"
            fill="#4fd1a5"
            transform="translate(5 -2) scale(0.9)"
          />
        </svg>
        <div style={{ fontSize: 38, letterSpacing: -0.5 }}>{site.name}</div>
      </div>
      <div style={{ display: "flex", fontSize: 88, lineHeight: 1.05, letterSpacing: -3, maxWidth: 860 }}>
        {ogImage.tagline}
      </div>
      <div style={{ display: "flex", alignItems: "center", gap: 28 }}>
        <div
          style={{
            display: "flex",
            padding: "12px 28px",
            borderRadius: 999,
            fontSize: 30,
            color: "#0b1324",
            background: "#4fd1a5",
          }}
        >
          {site.motto}
        </div>
        <div style={{ fontSize: 24, opacity: 0.85 }}>{ogImage.kicker}</div>
      </div>
    </div>,
    size,
  );
}
