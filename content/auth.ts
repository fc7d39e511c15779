/** Copy for the owner sign-in, the not-allowed page and the setup notice. */

export const signInErrors = {
  missing: "Enter your email and password",
  incorrect: "Incorrect email or password",
  locked: "Too many sign-in attempts. Try again in 15 minutes.",
  throttled: "Too many sign-in attempts for this account. Wait a minute, then try again.",
  unconfirmed: "Confirm your email address first (follow the link Supabase sent you), then sign in.",
  unavailable: "Sign-in is unavailable right now. Please try again in a minute.",
  notConfigured: "Sign-in isn't set up on this server yet.",
  network: "We couldn't reach the server. Check your connection and try again.",
} as const;

export const loginCopy = {
  metaTitle: "Owner sign-in",
  eyebrow: "Owner area",
  title: "Sign in to Settings",
  intro: "Manage integrations, review new leads and check deliveries for your website.",
  email: { label: "Email", placeholder: "you@company.com" },
  password: { label: "Password" },
  submit: "Sign in",
  pending: "Signing in…",
  help: {
    local: "Forgot the password? Set a new OWNER_PASSWORD on the server and restart it.",
    supabase: "Forgot the password? Reset it in your Supabase project under Authentication → Users.",
  },
  devHint: {
    title: "Development sign-in",
    text: "The generated credentials are printed in the server log at start and saved in",
  },
  back: "Back to the website",
} as const;

export const notAllowedCopy = {
  metaTitle: "Access not allowed",
  eyebrow: "Owner area",
  title: "This account can't open Settings",
  signedInAs: "You're signed in as",
  text: "Settings is limited to the site owners listed in OWNER_EMAILS. Sign out and use an owner account, or ask the site owner to add your email.",
  signOut: "Sign out",
  back: "Back to the website",
} as const;

export const signOutCopy = { label: "Sign out", pending: "Signing out…" } as const;

type SettingHelp = { name: string; text: string };

const settingHelp: Record<string, SettingHelp> = {
  OWNER_EMAIL: { name: "OWNER_EMAIL", text: "The email address you sign in with." },
  OWNER_PASSWORD: { name: "OWNER_PASSWORD", text: "Your password, at least 12 characters." },
  AUTH_SECRET: {
    name: "AUTH_SECRET",
    text: "32+ random characters that sign sessions (openssl rand -base64 48). The same on every instance.",
  },
  OWNER_EMAILS: {
    name: "OWNER_EMAILS",
    text: "Comma-separated emails of the Supabase users who may open Settings.",
  },
};

export const setupCopy = {
  metaTitle: "Set up sign-in",
  eyebrow: "Owner area",
  title: "Finish setting up sign-in",
  intro: "Settings stays locked until these environment variables are set on the server:",
  outro:
    "Add them to your hosting provider's environment (or .env.local), then restart or redeploy the site.",
  supabaseNote: "Create the owner's Supabase user with: npm run owner:create -- you@company.com",
  help: (name: string): SettingHelp => settingHelp[name] ?? { name, text: "" },
  back: "Back to the website",
} as const;
