import type { CSSProperties } from "react";

/** Inline styles: email clients ignore stylesheets. Colours echo the site's light theme. */
const font = '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';

export const styles = {
  body: { backgroundColor: "#f4f6f8", fontFamily: font, margin: 0, padding: "24px 0" },
  container: {
    backgroundColor: "#ffffff",
    border: "1px solid #dfe4ec",
    borderRadius: "8px",
    margin: "0 auto",
    maxWidth: "600px",
    padding: "32px",
  },
  brand: { color: "#3b34c9", fontSize: "14px", fontWeight: 700, letterSpacing: "0.04em", margin: "0 0 24px" },
  heading: { color: "#0b1324", fontSize: "22px", lineHeight: "30px", margin: "0 0 16px" },
  subheading: { color: "#0b1324", fontSize: "16px", margin: "24px 0 8px" },
  text: { color: "#2d3748", fontSize: "15px", lineHeight: "24px", margin: "0 0 16px" },
  row: { color: "#0b1324", fontSize: "15px", lineHeight: "22px", margin: "0 0 12px" },
  label: { color: "#4a5568", fontSize: "12px", fontWeight: 600, letterSpacing: "0.04em" },
  button: {
    backgroundColor: "#3b34c9",
    borderRadius: "6px",
    color: "#ffffff",
    display: "inline-block",
    fontSize: "15px",
    fontWeight: 600,
    padding: "12px 20px",
    textDecoration: "none",
  },
  link: { color: "#3b34c9", textDecoration: "underline" },
  hr: { borderColor: "#dfe4ec", margin: "24px 0" },
  footer: { color: "#4a5568", fontSize: "12px", lineHeight: "18px", margin: "0 0 8px" },
} satisfies Record<string, CSSProperties>;
