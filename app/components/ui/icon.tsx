/** A navigation item's icon: one of the built-in pictures, or an SVG path staff entered. */
export type NavIcon = { kind: "keyword"; name: "mobile" | "pos" | "services" } | { kind: "path"; d: string };

/** Small inline SVG icons (24×24 grid, stroke uses currentColor). */
const PATHS = {
  menu: "M4 6h16M4 12h16M4 18h16",
  close: "M6 6l12 12M18 6L6 18",
  chevronDown: "M6 9l6 6 6-6",
  arrowRight: "M5 12h14M13 6l6 6-6 6",
  phone:
    "M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2",
  mail: "M4 6h16v12H4zM4 7l8 6 8-6",
  mapPin: "M12 21s-7-6.2-7-11a7 7 0 0114 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5z",
  pos: "M6 3h12v18H6zM9 7h6M9 11h1M12 11h1M15 11h0M9 14h1M12 14h1M9 17h6",
  mobile: "M8 2h8a1 1 0 011 1v18a1 1 0 01-1 1H8a1 1 0 01-1-1V3a1 1 0 011-1zM11 18h2",
  services: "M4 7h16v13H4zM9 7V4h6v3M4 12h16",
  facebook: "M14 8h3V4h-3a4 4 0 00-4 4v2H7v4h3v7h4v-7h3l1-4h-4V8z",
  linkedin: "M4 9h4v11H4zM6 4a2 2 0 110 4 2 2 0 010-4zM10 9h4v2a4 4 0 017 2v7h-4v-6a2 2 0 00-4 0v6h-3z",
  instagram: "M4 8a4 4 0 014-4h8a4 4 0 014 4v8a4 4 0 01-4 4H8a4 4 0 01-4-4zM12 15.5a3.5 3.5 0 100-7 3.5 3.5 0 000 7zM17 7h.01",
  star: "M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z",
  check: "M5 12l5 5 9-10",
} as const;

export type IconName = keyof typeof PATHS;

interface IconProps {
  name: IconName;
  size?: number;
  className?: string;
  /** When given, the icon is announced; otherwise it is decorative. */
  label?: string;
  filled?: boolean;
}

export function Icon({ name, size = 20, className, label, filled = false }: IconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth={filled ? 0 : 1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}

/** A navigation item's icon: a keyword icon, or path data stored with the item. */
export function NavItemIcon({ icon }: { icon: NavIcon | null }) {
  if (!icon) return null;
  if (icon.kind === "keyword") return <Icon name={icon.name} size={18} className="nav-icon" />;
  return (
    <svg className="nav-icon" width={18} height={18} viewBox="0 0 24 24" fill="currentColor" aria-hidden focusable="false">
      <path d={icon.d} />
    </svg>
  );
}
