import { intakeForm as copy } from "@/content/intake-form";
import { intakeSolutions, painPoints } from "@/content/forms";
import { PhoneFields } from "../phone-fields";
import { asList } from "../values";
import { ChoiceGroup } from "./choice-group";
import { TextField } from "./text-field";
import type { StepProps } from "./types";

const solutionOptions = intakeSolutions.map((s) => ({ ...s, description: copy.solutionDetails[s.id] }));

export function BasicsStep(props: StepProps) {
  return (
    <>
      <TextField
        {...props}
        name="businessName"
        {...copy.businessName}
        autoComplete="organization"
        maxLength={160}
        required
      />
      <TextField
        {...props}
        name="contactName"
        {...copy.contactName}
        autoComplete="name"
        maxLength={120}
        required
      />
      <TextField
        {...props}
        name="email"
        type="email"
        {...copy.email}
        autoComplete="email"
        maxLength={254}
        required
      />
      <PhoneFields
        idPrefix="intake"
        copy={copy.phone}
        phone={props.register("phone")}
        sms={props.register("smsConsent")}
        phoneError={props.error("phone")}
        smsError={props.error("smsConsent")}
        values={props.values}
      />
    </>
  );
}

export function ChallengesStep(props: StepProps) {
  return (
    <>
      <ChoiceGroup
        name="painPoints"
        legend={copy.painPoints.legend}
        options={painPoints}
        register={props.register}
        error={props.error("painPoints")}
        checked={asList(props.values?.painPoints)}
      />
      <TextField {...props} name="currentChallenges" {...copy.currentChallenges} maxLength={5000} rows={4} />
    </>
  );
}

export function SolutionsStep(props: StepProps) {
  return (
    <ChoiceGroup
      name="selectedSolutions"
      legend={copy.selectedSolutions.legend}
      options={solutionOptions}
      register={props.register}
      error={props.error("selectedSolutions")}
      checked={asList(props.values?.selectedSolutions)}
    />
  );
}

export function ScheduleStep(props: StepProps) {
  return (
    <>
      <TextField {...props} name="preferredTime" {...copy.preferredTime} maxLength={200} required />
      <TextField {...props} name="additionalNotes" {...copy.additionalNotes} maxLength={2000} rows={4} />
    </>
  );
}
