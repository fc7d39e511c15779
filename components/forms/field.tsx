import { cloneElement, isValidElement, type ReactElement, type ReactNode } from "react";

/**
 * Label, control and its error, wired together for assistive tech. A required field's control is announced as
 * required (the asterisk is only for the eye).
 */
export function Field({
  id,
  label,
  error,
  hint,
  required,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-foreground">
        {label}
        {required && (
          <span className="text-danger" aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {required && isValidElement(children)
        ? cloneElement(children as ReactElement<{ "aria-required"?: boolean }>, { "aria-required": true })
        : children}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}

export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="text-sm font-medium text-danger">
      {children}
    </p>
  );
}

/** Props that tie an input to its error and hint text. */
export function describedBy(id: string, error?: string, hint?: boolean) {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return { "aria-invalid": error ? true : undefined, "aria-describedby": ids || undefined } as const;
}

export const inputClasses =
  "block w-full rounded-lg border border-border bg-card px-3.5 py-2.5 text-base text-foreground shadow-sm placeholder:text-muted-foreground focus:border-primary focus:outline-2 focus:outline-offset-0 focus:outline-primary aria-invalid:border-danger";
