"use client";

import { CalendarCheck, Check, ChartColumn, Repeat, Workflow, type LucideIcon } from "lucide-react";
import { useWatch } from "react-hook-form";
import { demoForm as copy } from "@/content/demo-form";
import { demoSolutions } from "@/content/forms";
import { FieldError } from "@/components/ui/field";
import { useHydrated } from "@/components/ui/use-hydrated";
import { asList } from "../values";
import { fieldId, type DemoLead } from "./types";
import { ItemText } from "@/components/ui/item-text";

type SolutionId = (typeof demoSolutions)[number]["id"];

const icons: Record<SolutionId, LucideIcon> = {
  agents: CalendarCheck,
  drips: Repeat,
  automation: Workflow,
  dashboards: ChartColumn,
};

const cardClasses =
  "flex h-full w-full items-start gap-3 rounded-xl border bg-card p-4 text-left transition-colors hover:border-primary";

/** Toggle cards with JavaScript (hidden inputs carry them); plain checkboxes without. */
export function SolutionCards({ lead: { form, error, values } }: { lead: DemoLead }) {
  const hydrated = useHydrated();
  const watched = useWatch({ control: form.control, name: "solutions" });
  const selected = Array.isArray(watched) ? (watched as string[]) : [];
  const message = error("solutions");
  const toggle = (id: string) =>
    form.setValue("solutions", selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id], {
      shouldDirty: true,
    });

  return (
    <fieldset aria-describedby="demo-solutions-hint" aria-invalid={message ? true : undefined}>
      <legend className="text-sm font-medium text-foreground">{copy.solutions.legend}</legend>
      <p id="demo-solutions-hint" className="mt-1 text-sm text-muted-foreground">
        {copy.solutions.hint}
      </p>
      <ul data-wizard-js className="mt-3 grid gap-3 sm:grid-cols-2">
        {demoSolutions.map((solution, index) => {
          const Icon = icons[solution.id];
          const pressed = selected.includes(solution.id);
          return (
            <li key={solution.id}>
              <button
                type="button"
                id={index === 0 ? fieldId("solutions") : undefined}
                aria-pressed={pressed}
                onClick={() => toggle(solution.id)}
                className={`${cardClasses} ${pressed ? "border-primary bg-brand-soft" : "border-border"}`}
              >
                <span
                  className={`inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-primary ${pressed ? "bg-card" : "bg-brand-soft"}`}
                >
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <ItemText
                  title={solution.label}
                  detail={solution.description}
                  look="option"
                  className="min-w-0 flex-1"
                />
                <span
                  aria-hidden="true"
                  className={`inline-flex size-5 shrink-0 items-center justify-center rounded-full border ${pressed ? "border-primary bg-primary text-primary-foreground" : "border-border"}`}
                >
                  {pressed && <Check className="size-3.5" strokeWidth={3} />}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {hydrated && selected.map((id) => <input key={id} type="hidden" name="solutions" value={id} />)}
      <noscript>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {demoSolutions.map((solution) => (
            <label key={solution.id} className={`${cardClasses} border-border`}>
              <input
                type="checkbox"
                name="solutions"
                value={solution.id}
                defaultChecked={asList(values?.solutions).includes(solution.id)}
                className="mt-1 size-4 accent-primary"
              />
              <ItemText title={solution.label} detail={solution.description} look="option" />
            </label>
          ))}
        </div>
      </noscript>
      {message && <FieldError id="demo-solutions-error">{message}</FieldError>}
    </fieldset>
  );
}
