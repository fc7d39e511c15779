import { CheckboxField, TextField } from "@/components/ui/field";
import { consentText } from "@/content/forms";

type Bound = { id: string; name: string; error?: string };
type Text = Bound & { defaultValue: string };
type Label = { label: string; placeholder: string };

export const NameField = (props: Text & Label) => (
  <TextField {...props} autoComplete="name" maxLength={120} required />
);

export const EmailField = (props: Text & Label) => (
  <TextField {...props} type="email" autoComplete="email" maxLength={254} required />
);

type Props = {
  field: (name: "businessName" | "contactName" | "email" | "phone") => Text;
  checkbox: (name: "smsConsent") => Bound & { defaultChecked: boolean };
  copy: Record<"businessName" | "contactName" | "email", Label> & { phone: Label & { hint: string } };
};

/** The contact step both wizards begin with; SMS consent sits apart from email consent, as carriers expect. */
export function ContactDetails({ field, checkbox, copy }: Props) {
  return (
    <>
      <TextField
        {...field("businessName")}
        {...copy.businessName}
        autoComplete="organization"
        maxLength={160}
        required
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <NameField {...field("contactName")} {...copy.contactName} />
        <EmailField {...field("email")} {...copy.email} />
      </div>
      <div className="space-y-3">
        <TextField
          {...field("phone")}
          {...copy.phone}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={40}
        />
        <CheckboxField {...checkbox("smsConsent")} label={consentText.sms} />
      </div>
    </>
  );
}
