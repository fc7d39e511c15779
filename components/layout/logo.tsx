type Variant = "light" | "white";

const palette: Record<Variant, { mark: string; accent: string; text: string }> = {
  light: { mark: "#3b34c9", accent: "#0c7a5e", text: "#0b1324" },
  white: { mark: "#ffffff", accent: "#4fd1a5", text: "#ffffff" },
};

/** The cascade mark: three rising steps and a spark, drawn for this site. */
function LogoSvg({ variant, className }: { variant: Variant; className?: string }) {
  const c = palette[variant];
  return (
    <svg viewBox="0 0 214 36" className={className} aria-hidden="true" focusable="false">
      <rect x="0" y="20" width="8" height="14" rx="2" fill={c.mark} opacity="0.55" />
      <rect x="11" y="12" width="8" height="22" rx="2" fill={c.mark} opacity="0.8" />
      <rect x="22" y="4" width="8" height="30" rx="2" fill={c.mark} />
      <path
        d="M33 2 L35.2 7.2 L40.4 9.4 L35.2 11.6 L33 16.8 L30.8 11.6 L25.6 9.4 L30.8 7.2 Z"
        fill={c.accent}
        transform="translate(5 -2) scale(0.9)"
      />
      <text
        x="50"
        y="17"
        fill={c.text}
        fontFamily="var(--font-jakarta), sans-serif"
        fontSize="15.5"
        fontWeight="800"
        letterSpacing="-0.3"
      >
        Cascade Scale
      </text>
      <text
        x="50"
        y="31"
        fill={c.text}
        fontFamily="var(--font-inter), sans-serif"
        fontSize="9.5"
        fontWeight="600"
        letterSpacing="2.6"
        opacity="0.7"
      >
        SYSTEMS
      </text>
    </svg>
  );
}

export function Logo() {
  return (
    <>
      <LogoSvg variant="light" className="h-9 w-auto dark:hidden" />
      <LogoSvg variant="white" className="hidden h-9 w-auto dark:block" />
    </>
  );
}
