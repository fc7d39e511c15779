import type { ComponentProps, ReactNode } from "react";

type FieldProps = { id: string; label: ReactNode; error?: string; hint?: string; required?: boolean };

/**
 * Label, control and its error, wired together for assistive tech. The asterisk of a required field is only for the
 * eye: its control carries `aria-required` (TextField and CheckboxField set it).
 */
export function Field({ id, label, error, hint, required, children }: FieldProps & { children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-foreground">
        {label}
        {required && <RequiredMark />}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {children}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}

export function RequiredMark() {
  return (
    <span className="text-danger" aria-hidden="true">
      {" "}
      *
    </span>
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

type TextFieldProps = FieldProps &
  Omit<ComponentProps<"input">, "id"> & {
    /** A textarea of this many rows instead of an input. */
    rows?: number;
  };

/** A labelled text input or, with `rows`, a textarea. */
export function TextField({ rows, type = "text", ...props }: TextFieldProps) {
  const { id, label, error, hint, required, ...input } = props;
  const control = {
    id,
    className: inputClasses,
    "aria-required": required || undefined,
    ...describedBy(id, error, Boolean(hint)),
  };
  return (
    <Field id={id} label={label} error={error} hint={hint} required={required}>
      {rows ? (
        <textarea rows={rows} {...control} {...(input as ComponentProps<"textarea">)} />
      ) : (
        <input type={type} {...control} {...input} />
      )}
    </Field>
  );
}

type CheckboxFieldProps = Omit<ComponentProps<"input">, "id"> & Omit<FieldProps, "hint">;

/** A checkbox with its wording beside it in a tinted box (consent and opt-ins). */
export function CheckboxField({ id, label, error, required, ...input }: CheckboxFieldProps) {
  return (
    <div className="space-y-1.5">
      <div className="flex items-start gap-3 rounded-lg border border-border bg-muted/60 p-4">
        <input
          id={id}
          type="checkbox"
          aria-required={required || undefined}
          className="mt-0.5 size-5 shrink-0 accent-primary"
          {...describedBy(id, error)}
          {...input}
        />
        <label htmlFor={id} className="text-sm leading-relaxed text-foreground">
          {label}
        </label>
      </div>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}
