/** A page as a search result shows it. */
export interface SearchEntry {
  path: string;
  title: string;
  description: string;
}

/** The addresses of the other pages with the same title, and with the same description. */
export interface SearchTwins {
  title: string[];
  description: string[];
}

/** A new row's: nothing to compare yet. */
export const NO_TWINS: SearchTwins = { title: [], description: [] };

/** Letter case, spacing and a trailing full stop do not make a search result look different. */
const comparable = (text: string) => text.trim().replace(/\s+/g, " ").replace(/\.$/, "").toLowerCase();

/**
 * The pages other than `own` (by address) whose title, or whose description, reads the
 * same as its own. An empty description matches nothing: it is missing, not shared.
 */
export function searchTwinsOf(own: SearchEntry, entries: readonly SearchEntry[]): SearchTwins {
  const others = entries.filter((entry) => entry.path !== own.path);
  const same = (field: "title" | "description") => {
    const wanted = comparable(own[field]);
    return wanted ? others.filter((entry) => comparable(entry[field]) === wanted).map((entry) => entry.path) : [];
  };
  return { title: same("title"), description: same("description") };
}
