import { SiteLink } from "~/components/ui/site-link";

export interface DirectoryGroup {
  title: string;
  links: { href: string; title: string; description?: string | null }[];
}

/** Groups of links under headings: the index pages (all industries, all solutions). */
export function LinkDirectory({ groups }: { groups: DirectoryGroup[] }) {
  return (
    <div className="directory">
      {groups.map((group) => (
        <section key={group.title} className="directory__group" aria-labelledby={`group-${slugify(group.title)}`}>
          <h2 id={`group-${slugify(group.title)}`}>{group.title}</h2>
          <ul className="directory__list">
            {group.links.map((link) => (
              <li key={link.href}>
                <SiteLink to={link.href} className="directory__link">
                  <span className="directory__title">{link.title}</span>
                  {link.description ? <span className="directory__text">{link.description}</span> : null}
                </SiteLink>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function slugify(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, "-");
}
