// The Balances page's form for each balance-source kind, drawn from the kind's own description (its folder's
// page.ts, through the kinds' table): the page names no kind. public/assets/balance-forms.js reads the fields back
// by their data attributes: `data-field` the setting an input fills, `data-fields` the settings one choice sets.
import type { Child } from "hono/jsx";
import type { FormField, InputField, KindForm } from "../../balance-sources/kinds/form";

/** A labelled input; its type says how it is typed and sent (balance-forms.js). */
function Input({ id, field, label, type, hint, optional }: InputField) {
  const numeric = type === "integer" || type === "decimal";
  // Plain text keeps no type attribute: the page's style for text inputs is `input:not([type])`.
  const inputType = type === "date" ? "date" : type === "url" ? "url" : numeric ? "text" : undefined;
  return (
    <>
      <label for={id}>{label}</label>
      <input
        id={id}
        data-field={field}
        type={inputType}
        inputmode={numeric ? (type === "integer" ? "numeric" : "decimal") : undefined}
        data-integer={type === "integer" ? "" : undefined}
        data-currency={type === "currency" ? "" : undefined}
        maxlength={type === "currency" ? 3 : undefined}
        aria-describedby={hint ? `${id}-hint` : undefined}
        required={!optional}
      />
      {hint ? (
        <p id={`${id}-hint`} class="hint">
          {hint}
        </p>
      ) : null}
    </>
  );
}

/** One field of a kind's form; `form` is the form's id prefix (its manual account's select is `<form>-target`). */
function Field({ form, field }: { form: string; field: FormField }) {
  switch (field.type) {
    case "target":
      return (
        <>
          <label for={`${form}-target`}>Manual account</label>
          <select id={`${form}-target`} name="manual_account_id" class="account-select" required></select>
        </>
      );
    case "check":
      return (
        <label>
          <input id={field.id} data-field={field.field} type="checkbox" /> {field.label}
        </label>
      );
    case "connection-account":
      // Filled by the script with the claimed connections' accounts; an option's value is the settings it sets.
      return (
        <>
          <label for={field.id}>{field.label}</label>
          <select id={field.id} class="connection-account" data-fields={field.fields.join(" ")} required></select>
        </>
      );
    case "variants":
      return (
        <>
          <label for={field.id}>{field.label}</label>
          <select id={field.id} data-field={field.field} data-variants="">
            {field.variants.map((v) => (
              <option value={v.value}>{v.label}</option>
            ))}
          </select>
          {field.variants.map((v, i) => (
            // Only the chosen variant's fields are enabled (and sent, and required); the first is chosen at first.
            <fieldset class="variant" data-variant={v.value} hidden={i > 0} disabled={i > 0}>
              {v.fields.map((f) => (
                <Input {...f} />
              ))}
            </fieldset>
          ))}
        </>
      );
    default:
      return <Input {...field} />;
  }
}

/** A kind's form: its fields, when it runs, its buttons and its refusal line; `before` comes above it. */
export function SourceForm({ kind, form, before, children }: { kind: string; form: KindForm; before?: Child; children?: Child }) {
  return (
    <details id={`${form.id}-details`}>
      <summary>{form.summary ?? form.title}</summary>
      {before}
      <form id={`${form.id}-form`} data-kind={kind}>
        {form.fields.map((field) => (
          <Field form={form.id} field={field} />
        ))}
        {children}
      </form>
    </details>
  );
}
