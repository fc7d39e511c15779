import type { ComponentProps } from "react";
import { FieldError, RequiredMark } from "./field";

type Option = { id: string; label: string; description?: string };

type Props = Omit<ComponentProps<"input">, "id" | "defaultChecked" | "checked"> & {
  /** Each option's id is `${id}-${option.id}`. */
  id: string;
  name: string;
  legend: string;
  options: readonly Option[];
  error?: string;
  checked: readonly string[];
};

/** Checkbox cards in a fieldset, at least one to choose; the group posts one `name` per ticked option. */
export function ChoiceGroup({ id, legend, options, error, checked, ...input }: Props) {
  const errorId = `${id}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="space-y-3">
      <legend className="text-sm font-medium text-foreground">
        {legend}
        <RequiredMark />
        {/* A group cannot be marked required; its name says it instead. */}
        <span className="sr-only"> (required)</span>
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map((option) => {
          const optionId = `${id}-${option.id}`;
          const descriptionId = option.description ? `${optionId}-description` : undefined;
          return (
            <div
              key={option.id}
              className="relative flex items-start gap-3 rounded-xl border border-border bg-card p-4 transition-colors hover:border-primary/60 has-checked:border-primary has-checked:bg-brand-soft has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
            >
              <input
                id={optionId}
                type="checkbox"
                value={option.id}
                defaultChecked={checked.includes(option.id)}
                aria-invalid={error ? true : undefined}
                aria-describedby={descriptionId}
                className="relative z-10 mt-0.5 size-5 shrink-0 accent-primary focus-visible:outline-none"
                {...input}
              />
              <div className="min-w-0">
                {/* The label's overlay makes the whole card the click target. */}
                <label
                  htmlFor={optionId}
                  className="block cursor-pointer font-medium text-foreground after:absolute after:inset-0 after:rounded-xl"
                >
                  {option.label}
                </label>
                {option.description && (
                  <p id={descriptionId} className="mt-1 text-sm text-muted-foreground">
                    {option.description}
                  </p>
                )}
              </div>
            </div>
          );
        })}
      </div>
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </fieldset>
  );
}
