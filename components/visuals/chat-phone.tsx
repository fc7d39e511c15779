import { Icon } from "@/components/ui/icon";
import { cn } from "@/lib/cn";
import { FloatingNote, Visual } from "./frame";

export type ChatScript = {
  alt: string;
  /** Who answers, and for whom: "AIden · Ridgeline Roofing". */
  name: string;
  status: string;
  /** The line above the conversation: "Incoming call · 9:42 PM". */
  channel: string;
  messages: readonly { from: "caller" | "assistant"; text: string }[];
  booking: { label: string; title: string; detail: string };
  done: readonly string[];
  /** Results floating beside the phone on wide screens. */
  notes?: readonly { value: string; label: string }[];
};

// The bezel stays dark in both themes, as a real phone does; a ring outlines it on a dark page.
const bezel = "bg-[#0b1324]";

/** The AI receptionist at work: a conversation on a phone that ends in a booked appointment. */
export function ChatPhone({ alt, name, status, channel, messages, booking, done, notes = [] }: ChatScript) {
  return (
    <Visual alt={alt}>
      <div className={cn("mx-auto w-72 rounded-[2.5rem] p-2 shadow-lg ring-1 ring-border", bezel)}>
        <div className="overflow-hidden rounded-[2rem] bg-background text-foreground">
          <div className={cn("mx-auto mt-2 h-5 w-24 rounded-full", bezel)} />
          <div className="flex items-center gap-3 border-b border-border px-4 pt-3 pb-3">
            <span className="inline-flex size-9 items-center justify-center rounded-full bg-primary text-primary-foreground">
              <Icon name="bot" className="size-5" />
            </span>
            <span className="min-w-0">
              <span className="block truncate text-sm font-semibold">{name}</span>
              <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
                <span className="size-2 rounded-full bg-accent" />
                {status}
              </span>
            </span>
          </div>
          <div className="flex flex-col gap-2 px-3 py-4 text-sm leading-snug">
            <p className="self-center rounded-full bg-muted px-3 py-1 text-xs font-medium text-muted-foreground">
              {channel}
            </p>
            {messages.map((message, i) => (
              <p
                key={message.text}
                className={cn(
                  "max-w-[85%] rounded-2xl px-3 py-2",
                  // On a phone the call starts mid-way: the last exchange and the booking tell the story.
                  i < messages.length - 2 && "max-sm:hidden",
                  message.from === "caller"
                    ? "self-end bg-primary text-primary-foreground"
                    : "self-start bg-muted",
                )}
              >
                {message.text}
              </p>
            ))}
            <div className="mt-1 rounded-xl border border-accent/40 bg-accent-soft p-3">
              <p className="flex items-center gap-2 text-xs font-bold tracking-wide text-accent uppercase">
                <Icon name="calendarCheck" className="size-4" />
                {booking.label}
              </p>
              <p className="mt-1 font-semibold">{booking.title}</p>
              <p className="text-xs text-muted-foreground">{booking.detail}</p>
            </div>
            <ul className="flex flex-wrap gap-x-3 gap-y-1 px-1 text-xs text-muted-foreground">
              {done.map((item) => (
                <li key={item} className="flex items-center gap-1">
                  <Icon name="check" className="size-3.5 text-accent" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
      {notes.map((note, i) => (
        <FloatingNote
          key={note.label}
          className={`w-28 flex-col items-start gap-0.5 ${i === 0 ? "top-1/4 -left-12" : "-right-12 bottom-1/4"}`}
        >
          <span className="font-display text-xl font-extrabold text-primary">{note.value}</span>
          <span className="leading-tight text-muted-foreground">{note.label}</span>
        </FloatingNote>
      ))}
    </Visual>
  );
}
