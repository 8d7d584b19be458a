// How the Balances page asks a person for a kind's settings, as data: the page (http/pages/balances.tsx) draws each
// kind's form from it and its scripts read it from GET /kinds, so neither names a kind. Ids are the page's own.

/** An input that fills one setting: a decimal is sent with grouped thousands taken out, an integer as a number. */
export interface InputField {
  type: "text" | "url" | "decimal" | "integer" | "date" | "currency";
  id: string;
  /** The setting it fills. */
  field: string;
  label: string;
  hint?: string;
  /** Left empty, the setting is left out (else the browser asks for it). */
  optional?: boolean;
}

/** A checkbox that sets a setting true or false. */
export interface CheckField {
  type: "check";
  id: string;
  field: string;
  label: string;
}

/** One account of a claimed SimpleFIN connection: its option sets several settings at once (`fields`). */
export interface ConnectionAccountField {
  type: "connection-account";
  id: string;
  fields: string[];
  label: string;
}

/** Where the manual account's select goes among the fields. */
export interface TargetField {
  type: "target";
}

/** One of several shapes of settings (a loan, depreciation, growth): only the chosen one's fields are sent. */
export interface VariantsField {
  type: "variants";
  id: string;
  /** The setting that names the variant. */
  field: string;
  label: string;
  variants: Variant[];
}

export interface Variant {
  value: string;
  label: string;
  /** How the list names a source of it: "Schedule (loan)". */
  word: string;
  fields: InputField[];
}

export type FormField = InputField | CheckField | ConnectionAccountField | TargetField | VariantsField;

export interface KindForm {
  /** The prefix of its ids: `<id>-details`, `<id>-form`, `<id>-target`, `<id>-schedule`. */
  id: string;
  /** How the list names a source of the kind ("Priced holding"). */
  title: string;
  /** Where its balances come from, as the page's opening sentence says it ("from a price feed (quantity × price)"). */
  source: string;
  /** The heading of its form under "Add a source", when it is not the title. */
  summary?: string;
  /** It reads through a claimed SimpleFIN connection: the claim form and the connections come above its form. */
  simplefinConnections?: boolean;
  /** A save sends all its settings: those the form does not show go back to their defaults, not kept. */
  replacesSettings?: boolean;
  fields: FormField[];
}
