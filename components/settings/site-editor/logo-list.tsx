import { siteEditorCopy as copy } from "@/content/site-editor";
import { saveLogo } from "@/lib/site-facts/actions";
import { fieldAnchor } from "@/lib/site-facts/anchors";
import { imageUrl } from "@/lib/site-facts/image-url";
import { LIMITS, type OwnerLogo } from "@/lib/site-facts/schema";
import { Panel, SettingsSection } from "../settings-section";
import { DeleteItemButton, DeleteItemForm } from "./action-button";
import { FactForm, type FactField } from "./fact-form";

const s = copy.sections.logos;
const lf = copy.fields.logo;

const addFields: FactField[] = [
  { name: "name", id: "logo-new-name", label: lf.name, value: "", maxLength: LIMITS.name },
  { name: "url", id: "logo-new-url", label: lf.url, hint: lf.urlHint, value: "", kind: "url" },
  { name: "image", id: "logo-new-image", label: lf.image, hint: lf.imageHint, value: "", kind: "file" },
];

/** The owner's client logos: each with its picture and a delete button, then the form that adds one with its picture. */
export function LogoList({ logos = [] }: { logos?: readonly OwnerLogo[] }) {
  return (
    <SettingsSection id={fieldAnchor("logos")} title={s.title} description={s.lead}>
      <div className="space-y-6">
        <DeleteItemForm list="logos" />
        {logos.length ? (
          <ul className="grid gap-4 sm:grid-cols-2">
            {logos.map((logo) => (
              <li key={logo.id} data-logo={logo.id}>
                <Panel>
                  <div className="flex items-center gap-4">
                    {/* eslint-disable-next-line @next/next/no-img-element -- the owner area ships no image component */}
                    <img
                      src={imageUrl(logo.image.id)}
                      alt=""
                      width={logo.image.width}
                      height={logo.image.height}
                      className="h-10 w-auto max-w-28 rounded bg-white object-contain p-1"
                    />
                    <div className="min-w-0 flex-1 wrap-anywhere">
                      <p className="font-semibold">{logo.name}</p>
                      <p className="text-sm text-muted-foreground">{logo.url ?? s.noLink}</p>
                    </div>
                    <DeleteItemButton
                      list="logos"
                      itemId={logo.id}
                      label={s.remove}
                      accessibleLabel={`${s.remove}: ${logo.name}`}
                    />
                  </div>
                </Panel>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">{s.none}</p>
        )}
        <Panel>
          <h3 className="mb-4 font-semibold">{s.add}</h3>
          <FactForm action={saveLogo} fields={addFields} submitLabel={s.add} columns />
        </Panel>
      </div>
    </SettingsSection>
  );
}
