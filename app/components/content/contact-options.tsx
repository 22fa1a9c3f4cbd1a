import { Icon } from "~/components/ui/icon";
import { useRootData } from "~/utils/root-data";

/** Phone and e-mail from the site config, for pages that lead to a conversation. */
export function ContactOptions() {
  const site = useRootData()?.site;
  if (!site) return null;
  return (
    <div className="contact-options">
      <p>Talk to a payments specialist: a specialist replies within one business day.</p>
      <ul>
        <li>
          <Icon name="phone" size={18} /> <a href={`tel:${site.phone.replace(/[^\d+]/g, "")}`}>{site.phone}</a>
        </li>
        <li>
          <Icon name="mail" size={18} /> <a href={`mailto:${site.email}`}>{site.email}</a>
        </li>
      </ul>
    </div>
  );
}
