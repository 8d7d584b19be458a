// Who the pages act for (http/session.ts), the words the pages name kinds by (http/kinds.ts), saved CSV profiles
// (http/profiles.ts) and what the person is told (http/notifications.ts): what they answer.
import * as z from "zod";
import { CsvProfileSchema } from "../../formats/csv/words/profile";
import { CHANNEL_STATES, NOTICE_KINDS, Preferences } from "../../notifications";
import { BudgetLabelSchema, Instant, named } from "./schema";

export const SessionAnswer = named(
  "Session",
  z.strictObject({
    connection_id: z.string(),
    budget: BudgetLabelSchema,
    via: z.enum(["session", "api_key"]),
    connections: z.array(z.strictObject({ id: z.string(), budget_name: z.string(), email: z.string().nullable() })),
    formats: z.strictObject({ locale: z.string(), day: z.string(), month: z.string(), hour12: z.boolean() }).nullable(),
  }),
);
export const SwitchAnswer = named("SessionSwitch", z.strictObject({ connection_id: z.string(), budget: BudgetLabelSchema }));

/** Words that depend on the job: the first whose `if` holds says it (outbox/kinds/descriptor.ts). */
const Phrase = z.array(z.strictObject({ if: z.string().optional(), says: z.string() }).readonly()).readonly();
/** A phrase table: the product's words, keyed by the name the answers use. */
const Words = z.record(z.string(), z.string());
/** How the Balances page asks for a kind's settings (balance-sources/kinds/form.ts `KindForm`). */
const InputFieldSchema = z.strictObject({
  type: z.enum(["text", "url", "decimal", "integer", "date", "currency"]),
  id: z.string(),
  field: z.string(),
  label: z.string(),
  hint: z.string().optional(),
  optional: z.boolean().optional(),
});
const FormFieldSchema = z.discriminatedUnion("type", [
  InputFieldSchema,
  z.strictObject({ type: z.literal("check"), id: z.string(), field: z.string(), label: z.string() }),
  z.strictObject({ type: z.literal("connection-account"), id: z.string(), fields: z.array(z.string()), label: z.string() }),
  z.strictObject({ type: z.literal("target") }),
  z.strictObject({
    type: z.literal("variants"),
    id: z.string(),
    field: z.string(),
    label: z.string(),
    variants: z.array(z.strictObject({ value: z.string(), label: z.string(), word: z.string(), fields: z.array(InputFieldSchema) })),
  }),
]);
const KindFormSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  source: z.string(),
  summary: z.string().optional(),
  simplefinConnections: z.boolean().optional(),
  replacesSettings: z.boolean().optional(),
  fields: z.array(FormFieldSchema),
});

export const KindsAnswer = named(
  "Kinds",
  z.strictObject({
    jobs: z.record(
      z.string(),
      z.strictObject({
        title: Phrase.nullable(),
        rows: Phrase.nullable(),
        done: Phrase,
        item: Phrase.nullable(),
        outcomes: z.record(z.string(), z.string()),
        amounts: z.enum(["transaction", "balance"]),
        removal: z.strictObject({ takeovers: z.boolean() }).nullable(),
      }),
    ),
    formats: Words,
    channels: Words,
    sources: z.record(z.string(), KindFormSchema),
  }),
  "The words the pages name jobs, formats, channels and balance-source kinds by.",
);

const SavedProfile = z.strictObject({
  id: z.string(),
  name: z.string().nullable(),
  saved_at: Instant,
  file_name: z.string().nullable(),
  profile: CsvProfileSchema,
});
export const ProfilesAnswer = named("Profiles", z.strictObject({ profiles: z.array(SavedProfile) }));
export const ProfileAnswer = named(
  "CsvProfile",
  CsvProfileSchema,
  "A CSV layout as Intake reads it: columns, date format, sign, encoding…",
);
export const RenamedAnswer = named("ProfileName", z.strictObject({ id: z.string(), name: z.string().nullable() }));

const Notice = z.strictObject({
  id: z.string(),
  /** A notice's kind, or the settings page's test. */
  kind: z.enum([...NOTICE_KINDS, "test"]),
  title: z.string(),
  path: z.string(),
  raised_at: Instant,
  /** How each channel fared: `digest` waits for the day's mail. */
  email: z.enum(CHANNEL_STATES),
  webhook: z.enum(CHANNEL_STATES),
  last_error: z.string().nullable(),
});
export const NotificationSettingsAnswer = named(
  "NotificationSettings",
  z.strictObject({
    settings: Preferences,
    kinds: z.array(z.strictObject({ kind: z.string(), label: z.string() })),
    email_address: z.string().nullable(),
    recent: z.array(Notice),
    budget: BudgetLabelSchema,
  }),
);
export const NotificationsSavedAnswer = named("NotificationsSaved", z.strictObject({ settings: Preferences, budget: BudgetLabelSchema }));
export const TestNoticeAnswer = named("TestNotice", z.strictObject({ notice: Notice }));

// The answers as their routes type them: imported as types only, so that the main module holds none of the schemas.
export type SessionAnswer = z.output<typeof SessionAnswer>;
export type SwitchAnswer = z.output<typeof SwitchAnswer>;
export type ProfileAnswer = z.output<typeof ProfileAnswer>;
export type ProfilesAnswer = z.output<typeof ProfilesAnswer>;
export type RenamedAnswer = z.output<typeof RenamedAnswer>;
export type NotificationSettingsAnswer = z.output<typeof NotificationSettingsAnswer>;
export type NotificationsSavedAnswer = z.output<typeof NotificationsSavedAnswer>;
export type TestNoticeAnswer = z.output<typeof TestNoticeAnswer>;
export type KindsAnswer = z.output<typeof KindsAnswer>;
