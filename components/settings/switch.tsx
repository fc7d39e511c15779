import type { ComponentProps } from "react";

type Props = ComponentProps<"input"> & { id: string; label: string; hint: string };

/** A native checkbox with the switch role, drawn as a switch: posts as a plain checkbox without JavaScript. */
export function Switch({ id, label, hint, ...props }: Props) {
  return (
    <div className="flex items-start gap-3">
      <span className="relative mt-0.5 inline-flex shrink-0">
        <input
          id={id}
          type="checkbox"
          role="switch"
          aria-describedby={`${id}-hint`}
          className="peer absolute inset-0 z-10 h-full w-full cursor-pointer opacity-0"
          {...props}
        />
        <span
          aria-hidden="true"
          className="h-6 w-11 rounded-full border border-border bg-muted transition-colors peer-checked:border-primary peer-checked:bg-primary peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-primary"
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-1 left-1 h-4 w-4 rounded-full bg-muted-foreground shadow transition-transform peer-checked:translate-x-5 peer-checked:bg-primary-foreground"
        />
      </span>
      <span>
        <label htmlFor={id} className="block text-sm font-medium text-foreground">
          {label}
        </label>
        <span id={`${id}-hint`} className="block text-sm text-muted-foreground">
          {hint}
        </span>
      </span>
    </div>
  );
}
