import { emailHref, phoneHref } from "~/utils/contact-links";

export type ContactKind = "phone" | "email";

/**
 * A phone number or e-mail address a visitor gave, as a `tel:` or `mailto:` link showing
 * exactly what was typed; text when it is not a plausible number or address.
 */
export function ContactValue({ value, kind }: { value: string; kind: ContactKind }) {
  const href = kind === "phone" ? phoneHref(value) : emailHref(value);
  return href ? <a href={href}>{value}</a> : <>{value}</>;
}
