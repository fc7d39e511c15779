"use client";

import { FormAlert } from "@/components/forms/form-alert";
import { Button } from "@/components/ui/button";
import { describedBy, Field, FieldError, inputClasses, TextField } from "@/components/ui/field";
import { siteEditorCopy as copy } from "@/content/site-editor";
import { failed, type OwnerState } from "@/lib/settings/state";
import { MAX_IMAGE_BYTES, PICTURE_TYPES } from "@/lib/site-facts/picture-limits";
import { useOwnerAction } from "../use-owner-action";

export type FactField = {
  name: string;
  /** The element id, also the anchor the launch checklist links to. */
  id: string;
  label: string;
  hint?: string;
  value: string | string[];
  placeholder?: string;
  kind?: "text" | "email" | "tel" | "url" | "textarea" | "rating" | "choices" | "file";
  maxLength?: number;
  choices?: readonly { value: string; label: string }[];
};

type Props = {
  action: (previous: OwnerState, formData: FormData) => Promise<OwnerState>;
  fields: FactField[];
  /** Sent as they are (an item's id). */
  hidden?: Record<string, string>;
  submitLabel?: string;
  /** Fields side by side from sm up. */
  columns?: boolean;
  preview?: boolean;
};

/**
 * One section of the site editor: its fields, then Publish (and Preview). Works without JavaScript: the page comes
 * back with the answer, each error beside its field and the typed values kept.
 */
export function FactForm({
  action,
  fields,
  hidden = {},
  submitLabel = copy.publish,
  columns,
  preview = true,
}: Props) {
  const pictures = fields.filter((field) => field.kind === "file").map((field) => field.name);
  const { state, form, pending } = useOwnerAction(action, pictures.length ? tooLarge(pictures) : undefined);
  const echoed = state.status === "error" ? state.values : undefined;
  return (
    <form {...form} noValidate className="space-y-5 wrap-anywhere">
      <FormAlert state={state} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className={columns ? "grid gap-5 sm:grid-cols-2" : "space-y-5"}>
        {fields.map((field) => (
          <FactInput
            key={field.name}
            field={field}
            value={echoed?.[field.name] ?? field.value}
            error={state.fieldErrors?.[field.name]}
          />
        ))}
      </div>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" name="intent" value="publish" disabled={pending}>
          {pending ? copy.publishing : submitLabel}
        </Button>
        {preview && (
          <Button type="submit" name="intent" value="preview" variant="secondary" disabled={pending}>
            {copy.preview}
          </Button>
        )}
      </div>
    </form>
  );
}

/**
 * A picture over the limit is refused in the browser, beside its field: the server would refuse its body before
 * reading it (lib/body-limits.ts), and a scripted call would only learn that the request failed.
 */
const tooLarge =
  (pictures: string[]) =>
  async (_previous: OwnerState, formData: FormData): Promise<OwnerState | undefined> => {
    const fieldErrors: Record<string, string> = {};
    for (const name of pictures) {
      const file = formData.get(name);
      if (file instanceof File && file.size > MAX_IMAGE_BYTES) fieldErrors[name] = copy.photoErrors.tooLarge;
    }
    if (!Object.keys(fieldErrors).length) return undefined;
    const values: Record<string, string> = {};
    for (const [key, value] of formData) if (typeof value === "string") values[key] = value;
    return failed(copy.toasts.invalid, { fieldErrors, values });
  };

function FactInput({ field, value, error }: { field: FactField; value: string | string[]; error?: string }) {
  const { id, name, label, hint, placeholder, maxLength, kind = "text" } = field;
  const text = Array.isArray(value) ? value.join(",") : value;
  if (kind === "choices") {
    const chosen = new Set(Array.isArray(value) ? value : value.split(","));
    return (
      <fieldset
        id={id}
        className="scroll-mt-24 space-y-2"
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <legend className="text-sm font-medium text-foreground">{label}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {field.choices?.map((choice) => (
            <label key={choice.value} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name={name}
                value={choice.value}
                defaultChecked={chosen.has(choice.value)}
                className="size-5 accent-primary"
              />
              {choice.label}
            </label>
          ))}
        </div>
        {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
      </fieldset>
    );
  }
  if (kind === "file") {
    return (
      <div className="scroll-mt-24">
        <Field id={id} label={label} error={error} hint={hint}>
          <input
            id={id}
            type="file"
            name={name}
            accept={PICTURE_TYPES}
            className="block w-full text-sm"
            {...describedBy(id, error, Boolean(hint))}
          />
        </Field>
      </div>
    );
  }
  if (kind === "rating") {
    return (
      <div className="scroll-mt-24" id={`${id}-field`}>
        <Field id={id} label={label} error={error} hint={hint}>
          <select
            id={id}
            name={name}
            defaultValue={text || "5"}
            className={inputClasses}
            {...describedBy(id, error, Boolean(hint))}
          >
            {[5, 4, 3, 2, 1].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </Field>
      </div>
    );
  }
  return (
    <div className="scroll-mt-24">
      <TextField
        id={id}
        name={name}
        label={label}
        hint={hint}
        error={error}
        // Keyed by the value, so a published (or restored) value replaces what the field showed.
        key={text}
        defaultValue={text}
        placeholder={placeholder}
        maxLength={maxLength}
        type={kind === "textarea" ? undefined : kind}
        rows={kind === "textarea" ? 4 : undefined}
        autoComplete="off"
      />
    </div>
  );
}
