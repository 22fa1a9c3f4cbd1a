import { useForm, type FormMetadata } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useNavigation } from "@remix-run/react";
import { TextAreaField, TextField } from "~/components/forms/fields";
import { PageEditForm, type PageEditFormProps } from "~/features/page-edits/components/content-page-editor";
import { HOME_TEXT_FIELDS, HOME_TEXT_LABELS, homeTextFormSchema, isOptionalHomeText, type HomeTextField, type HomeTextValues } from "../home-texts";

/** Fields of several lines, and what each asks for. */
const LONG_FIELDS: Partial<Record<HomeTextField, string>> = {
  hero_lead: "",
  advantages_intro: "",
  pos_text: "",
  ecommerce_text: "",
  zero_intro: "",
  business_intro: "",
  pos_bullets: "One bullet per line, up to 6.",
  ecommerce_bullets: "One bullet per line, up to 6.",
  advantages_cards: "3 cards: start each with a line “## ” and its title, its text below.",
  zero_programs: "2 cards, in this order: the surcharge program, then dual pricing (each keeps its link).",
  business_cards: "6 cards, in this order: retail, e-commerce, restaurants, professional services, skilled trades, specialty (each keeps its link).",
  closing_steps: "3 steps: start each with a line “## ” and its title, its text below.",
  social_description: "What a shared link to the home page shows under its title; the site's description when left empty.",
};

/** The home page's texts (decision 088): every heading, introduction, card and bullet; links, pictures and order stay as shipped. */
export function HomeTextsEditor(props: PageEditFormProps & { defaults: HomeTextValues }) {
  const { defaults, actionData } = props;
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "home-texts-editor",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: defaults,
    constraint: getZodConstraint(homeTextFormSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: homeTextFormSchema }),
  });
  return (
    <PageEditForm {...props} form={form as unknown as FormMetadata<Record<string, unknown>, string[]>}>
      <div className="panel content-editor__fields">
        {HOME_TEXT_FIELDS.map((field) =>
          field in LONG_FIELDS ? (
            <TextAreaField
              key={field}
              meta={fields[field]}
              label={HOME_TEXT_LABELS[field]}
              hint={LONG_FIELDS[field] || undefined}
              rows={field.endsWith("_cards") || field.endsWith("_programs") || field.endsWith("_steps") ? 10 : 3}
            />
          ) : (
            <TextField key={field} meta={fields[field]} label={HOME_TEXT_LABELS[field]} optional={isOptionalHomeText(field)} />
          ),
        )}
      </div>
    </PageEditForm>
  );
}
