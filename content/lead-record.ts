/** Copy for working a lead: calling and writing to it, notes, the next follow-up, and how the desk words each. */

/** A note's longest body: a call's summary fits; a pasted document does not belong here. */
export const NOTE_MAX = 5000;

export const leadRecordCopy = {
  contact: {
    call: (phone: string) => `Call ${phone}`,
    callLabel: (name: string, phone: string) => `Call ${name} at ${phone}`,
    email: (email: string) => `Email ${email}`,
    emailLabel: (name: string, email: string) => `Write to ${name} at ${email}`,
    noPhone: "No phone number given.",
  },
  notes: {
    title: "Notes",
    label: "Add a note",
    hint: (max: number) =>
      `Only you see notes. Up to ${max.toLocaleString("en-US")} characters; they are part of this person's data (exported and erased with it).`,
    submit: "Add note",
    saving: "Adding…",
    empty: "Write the note first: it is empty.",
    tooLong: (max: number) => `A note can be up to ${max.toLocaleString("en-US")} characters; shorten it.`,
    invalid: (message: string) => ({ title: "Note not added", description: message }),
    added: { title: "Note added", description: "The note is in the timeline." },
    unknownLead: { title: "Error", description: "That lead no longer exists (it may have been erased)." },
    failed: { title: "Error", description: "The note could not be saved. Please try again." },
    by: (author: string) => `Note by ${author}`,
  },
  followUp: {
    title: "Next follow-up",
    label: "Follow up on",
    hint: "A day and time in Pacific time. From that day on the lead is on your desk until you clear it.",
    none: "No follow-up set.",
    set: (when: string) => `Next follow-up: ${when}`,
    save: "Save follow-up",
    clear: "Clear follow-up",
    saving: "Saving…",
    invalid: "Enter a day and a time, such as 2026-12-01 09:30.",
    past: "Pick today or a later day.",
    tooFar: "Pick a day within the next two years.",
    notSaved: (message: string) => ({ title: "Follow-up not saved", description: message }),
    saved: (when: string) => ({ title: "Follow-up saved", description: `Next follow-up: ${when}.` }),
    cleared: { title: "Follow-up cleared", description: "No follow-up is set for this lead." },
    unknownLead: { title: "Error", description: "That lead no longer exists (it may have been erased)." },
    failed: { title: "Error", description: "The follow-up could not be saved. Please try again." },
  },
  desk: {
    followUps: "Follow-ups due",
    followUpsNone: "No follow-up is due today.",
    moreDue: (n: number) =>
      `${n.toLocaleString("en-US")} more ${n === 1 ? "follow-up is" : "follow-ups are"} due: each shows here once one above is done or moved.`,
    due: (when: string) => `Follow-up due ${when}`,
    overdueFollowUp: "Overdue",
    next: (when: string) => `Next follow-up ${when}`,
    noNext: "No follow-up set",
    lastStatus: (status: string, ago: string) => `${status} ${ago} ago`,
    lastNote: (ago: string) => `Note ${ago} ago:`,
  },
} as const;
