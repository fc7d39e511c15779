import { META_FIELDS } from "@/lib/forms/state";
import { Turnstile } from "./turnstile";

/**
 * Hidden inputs every lead form carries: the submission id (filled by the browser at submit time) and a
 * honeypot that people never see and bots tend to fill; plus the Turnstile check when it is configured.
 */
export function FormMeta({ form }: { form: "contact" | "intake" | "demo" }) {
  return (
    <>
      <input type="hidden" name={META_FIELDS.submissionId} defaultValue="" />
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Website
          <input type="text" name={META_FIELDS.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <Turnstile action={form} />
    </>
  );
}
