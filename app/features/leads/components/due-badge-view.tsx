import type { DueBadge } from "../due-badge";

/** A lead's due badge (due-badge.ts): its words, with the instant for machines when it has one. */
export function DueBadgeView({ badge }: { badge: DueBadge | null }) {
  if (!badge) return <>—</>;
  return (
    <span className={`status due-badge due-badge--${badge.state}`}>{badge.at ? <time dateTime={badge.at}>{badge.text}</time> : badge.text}</span>
  );
}
