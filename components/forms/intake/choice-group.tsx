import { FieldError } from "../field";
import type { StepProps } from "./types";

type Option = { id: string; label: string; description?: string };

type Props = {
  name: "painPoints" | "selectedSolutions";
  legend: string;
  options: readonly Option[];
  register: StepProps["register"];
  error?: string;
  checked: readonly string[];
};

/** Checkbox cards in a fieldset; the group posts one `name` per ticked option. */
export function ChoiceGroup({ name, legend, options, register, error, checked }: Props) {
  const errorId = `intake-${name}-error`;
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="space-y-3">
      <legend className="text-sm font-medium text-foreground">
        {legend}
        <span className="text-danger" aria-hidden="true">
          {" "}
          *
        </span>
        {/* A group cannot be marked required; its name says it instead. */}
        <span className="sr-only"> (required)</span>
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map((option) => {
          const id = `intake-${name}-${option.id}`;
          const descriptionId = option.description ? `${id}-description` : undefined;
          return (
            <div
              key={option.id}
              className="relative flex items-start gap-3 rounded-xl border border-border bg-card p-4 transition-colors hover:border-primary/60 has-checked:border-primary has-checked:bg-brand-soft has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
            >
              <input
                id={id}
                type="checkbox"
                value={option.id}
                defaultChecked={checked.includes(option.id)}
                aria-invalid={error ? true : undefined}
                aria-describedby={descriptionId}
                className="relative z-10 mt-0.5 size-5 shrink-0 accent-primary focus-visible:outline-none"
                {...register(name)}
              />
              <div className="min-w-0">
                {/* The label's overlay makes the whole card the click target. */}
                <label
                  htmlFor={id}
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
