import { ImageResponse } from "next/og";

// 192 px: a multiple of 48, as search engines ask of a site icon; home screens scale it.
export const size = { width: 192, height: 192 };
export const contentType = "image/png";

export default function AppleIcon() {
  return new ImageResponse(
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        backgroundImage: "linear-gradient(135deg, #3b34c9 0%, #2d2a9a 60%, #0c7a5e 100%)",
      }}
    >
      <svg width="136" height="136" viewBox="-1.3 -5.1 44 44">
        <rect x="0" y="20" width="8" height="14" rx="2" fill="#fff" opacity="0.55" />
        <rect x="11" y="12" width="8" height="22" rx="2" fill="#fff" opacity="0.8" />
        <rect x="22" y="4" width="8" height="30" rx="2" fill="#fff" />
        <path
          d="M33 2l2.2 5.2 5.2 2.2-5.2 2.2L33 16.8l-2.2-5.2-5.2-2.2 5.2-2.2z"
          fill="#4fd1a5"
          transform="translate(5 -2) scale(0.9)"
        />
      </svg>
    </div>,
    size,
  );
}
