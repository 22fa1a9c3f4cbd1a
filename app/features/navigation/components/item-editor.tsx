import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import { FormAlert, SelectField, TextField } from "~/components/forms/fields";
import type { NavigationRowFields } from "../nest-rows";
import {
  SECTION_TYPE_OPTIONS,
  navigationItemSchema,
  parentOptions,
  previewMenus,
  type ItemFormValues,
} from "../item-form";
import type { NavigationMenus } from "../types";

interface ItemEditorProps {
  id: number | null;
  version: number | null;
  values: ItemFormValues;
  rows: NavigationRowFields[];
  csrf: string;
  result: SubmissionResult<string[]> | undefined;
  alert: string | null;
  /** The menus the server built from the unsaved values ("Preview" without JavaScript). */
  serverPreview: NavigationMenus | null;
  /** The header's own menu component, given by the route (the layout feature sits above this one). */
  renderPreview: (menus: NavigationMenus) => ReactNode;
}

/**
 * Add or edit one menu item. The preview under the form is the header's menus built from
 * what is typed: with JavaScript it follows each keystroke; without, "Preview" posts the
 * form and the server renders the same thing from the unsaved values.
 */
export function ItemEditor({
  id,
  version,
  values,
  rows,
  csrf,
  result,
  alert,
  serverPreview,
  renderPreview,
}: ItemEditorProps) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: `navigation-item-${id ?? "new"}`,
    lastResult: navigation.state === "idle" ? result : undefined,
    defaultValue: values,
    constraint: getZodConstraint(navigationItemSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: navigationItemSchema }),
  });
  // With JavaScript the preview follows the form; the server's is for pages without it.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const typed = (form.value ?? values) as Partial<Record<keyof ItemFormValues, unknown>>;
  const menus = (!hydrated && serverPreview) || previewMenus(rows, typed, id);
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";

  return (
    <div className="nav-admin__editor">
      <Form method="post" {...getFormProps(form)} className="panel">
        <h2>{id === null ? "Add a menu item" : `Edit “${values.title}”`}</h2>
        <input type="hidden" name="csrf" value={csrf} />
        {id !== null ? (
          <>
            <input type="hidden" name="id" value={id} />
            <input type="hidden" name="version" value={version ?? ""} />
            {(Object.keys(values) as (keyof ItemFormValues)[]).map((field) => (
              <input key={field} type="hidden" name={`base_${field}`} value={values[field]} />
            ))}
          </>
        ) : null}
        {alert ? <FormAlert messages={[alert]} /> : null}
        {form.errors?.length ? <FormAlert messages={form.errors} /> : null}
        <SelectField
          meta={fields.section_type}
          label="Section"
          options={SECTION_TYPE_OPTIONS}
          placeholder="Choose a section"
        />
        <SelectField
          meta={fields.parent_id}
          label="Titled section"
          options={parentOptions(rows, id)}
          placeholder="None: a link in the section above"
          optional
          hint="An item with items under it becomes a column titled by it (like Compliance); its items take its section."
        />
        <TextField meta={fields.title} label="Title" />
        <TextField
          meta={fields.description}
          label="Description"
          optional
          hint="The short line under the title in the desktop menu."
        />
        <TextField
          meta={fields.slug}
          label="Slug"
          hint="The page’s path without the leading slash (industries/retail); the link when no link URL is given."
        />
        <TextField
          meta={fields.link_url}
          label="Link URL"
          optional
          hint="A path on this site such as /surcharge, or a full https:// address. Empty: /{slug}."
        />
        <TextField meta={fields.icon} label="Icon" optional hint="pos, mobile or services, or SVG path data (M…)." />
        <div className="nav-admin__actions">
          <button type="submit" name="intent" value="save" className="button button--primary" disabled={saving}>
            {saving ? "Saving..." : id === null ? "Add item" : "Save item"}
          </button>
          <button type="submit" name="intent" value="preview" className="button button--ghost">
            Preview
          </button>
        </div>
      </Form>
      <section className="panel nav-admin__preview" aria-labelledby="nav-preview-title">
        <h2 id="nav-preview-title">Preview of the header’s menus</h2>
        <p>As visitors will see them once saved (links the header would refuse are left out).</p>
        {renderPreview(menus)}
      </section>
    </div>
  );
}
