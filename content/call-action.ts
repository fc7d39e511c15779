/** The ad pages' call buttons (the owner's business phone). */
export const callAction = {
  label: "Call",
  /** The number follows, e.g. "Call (503) 555-0100". */
  long: (number: string) => `Call ${number}`,
  bar: "Quick actions",
  book: "Book a Call",
} as const;
