import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { TextField, inputMaxLength } from "./form-controls.js";
import { FIELD_LIMITS, type LeadFormInput } from "../schemas.js";

/** The lead form's fields, in order. */
export const LEAD_FIELD_ORDER = ["firstName", "lastName", "email", "phone", "zipCode"] as const;
export type LeadField = (typeof LEAD_FIELD_ORDER)[number];

/** An empty lead form. */
export const EMPTY_LEAD: LeadFormInput = { firstName: "", lastName: "", email: "", phone: "", zipCode: "" };

interface LeadFieldsProps {
  /** The id of each field's control. */
  idOf: (name: LeadField) => string;
  register: UseFormRegister<LeadFormInput>;
  errors: FieldErrors<LeadFormInput>;
  /** Values rendered into the markup (a form the server answered shows them with no script). */
  initial?: Partial<Record<LeadField, string>> | undefined;
}

/** First name, last name, e-mail, phone and zip code: the same five fields in the dialog and on the guide page. */
export function LeadFields({ idOf, register, errors, initial = {} }: LeadFieldsProps) {
  const field = (name: LeadField) => ({
    id: idOf(name),
    registration: register(name),
    error: errors[name]?.message,
    defaultValue: initial[name],
    maxLength: inputMaxLength(FIELD_LIMITS[name]),
    "aria-required": true,
  });
  return (
    <>
      <TextField label="First name" autoComplete="given-name" {...field("firstName")} />
      <TextField label="Last name" autoComplete="family-name" {...field("lastName")} />
      <TextField label="Email address" type="email" autoComplete="email" spellCheck={false} {...field("email")} />
      <TextField
        label="Phone number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        placeholder="(555) 555-0123"
        {...field("phone")}
      />
      <TextField
        label="Zip code"
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder="38804"
        {...field("zipCode")}
      />
    </>
  );
}
