import { useRef } from "react";
import { MENU_LABELS, firstLinks } from "~/features/navigation/group-navigation";
import type { MenuName, NavSection, NavigationMenus } from "~/features/navigation/types";
import type { ActiveBranding } from "~/features/branding/types";
import { Icon, NavItemIcon } from "~/components/ui/icon";
import { useRenderedOnce } from "~/components/ui/rendered-once";
import { SiteLink } from "~/components/ui/site-link";
import { BrandLogos } from "./brand-logos";
import { useMenuBehaviour, useScrolledFlag } from "./use-menu-behaviour";

interface SiteHeaderProps {
  menus: NavigationMenus;
  branding: ActiveBranding | null;
  siteName: string;
}

/** Where each mobile accordion section's "View All" goes. */
const VIEW_ALL: Record<MenuName, { href: string; label: string }> = {
  solutions: { href: "/navmobileview_solutions", label: "View All Solutions" },
  industries: { href: "/navmobileview_industries", label: "View All Industries" },
  partnerships: { href: "/payment-partnerships", label: "View All Partner Programs" },
};

const MENU_ORDER: MenuName[] = ["solutions", "industries", "partnerships"];
const MOBILE_GRID_SIZE = 6;

export function SiteHeader({ menus, branding, siteName }: SiteHeaderProps) {
  const headerRef = useRef<HTMLElement>(null);
  useMenuBehaviour(headerRef);
  useScrolledFlag(headerRef);
  // The same markup on every page without co-branding: rendered once per menus object.
  const content = useRenderedOnce(SiteHeaderContent, { menus, branding, siteName }, branding ? null : "menus");

  return (
    <header ref={headerRef} className="site-header" data-cobranded={branding?.logo ? "" : undefined} {...content} />
  );
}

function SiteHeaderContent({ menus, branding, siteName }: SiteHeaderProps) {
  return (
    <div className="container site-header__inner">
      {/* Named by its content (the logo's own name, then "home"), so the name a speech user
            says, the visible logo text, is part of it (WCAG 2.5.3 label in name). */}
      <SiteLink to="/" className="site-header__brand">
        <BrandLogos branding={branding} siteName={siteName} />
        <span className="visually-hidden"> home</span>
      </SiteLink>

      <nav className="desktop-nav" aria-label="Main">
        <ul className="desktop-nav__list">
          <li>
            <SiteLink to="/" className="desktop-nav__link">
              Home
            </SiteLink>
          </li>
          {MENU_ORDER.map((menu) => (
            <li key={menu}>
              <details className="dropdown" name="desktop-menu" data-group="desktop-menu" data-menu={menu}>
                <summary className="desktop-nav__link dropdown__toggle">
                  {MENU_LABELS[menu]}
                  <Icon name="chevronDown" size={16} className="dropdown__chevron" />
                </summary>
                <div className={`dropdown__panel dropdown__panel--${menu}`}>
                  <MenuColumns sections={menus[menu]} />
                  {menu === "industries" ? (
                    <SiteLink to="/all-industries" className="dropdown__view-all">
                      View all industries <Icon name="arrowRight" size={16} />
                    </SiteLink>
                  ) : null}
                </div>
              </details>
            </li>
          ))}
          <li>
            <SiteLink to="/articles" className="desktop-nav__link">
              Articles
            </SiteLink>
          </li>
        </ul>
        <HeaderActions className="desktop-nav__actions" />
      </nav>

      <details className="mobile-menu" data-group="mobile-menu">
        <summary className="mobile-menu__toggle" aria-label="Menu">
          <Icon name="menu" size={26} className="mobile-menu__icon-open" />
          <Icon name="close" size={26} className="mobile-menu__icon-close" />
        </summary>
        <nav className="mobile-menu__panel" aria-label="Mobile">
          <SiteLink to="/" className="mobile-menu__link">
            Home
          </SiteLink>
          {MENU_ORDER.map((menu) => (
            <details
              key={menu}
              className="accordion"
              name="mobile-section"
              data-group="mobile-section"
              data-menu={menu}
            >
              <summary className="accordion__toggle">
                {MENU_LABELS[menu]}
                <Icon name="chevronDown" size={18} className="dropdown__chevron" />
              </summary>
              <ul className="accordion__grid">
                {firstLinks(menus[menu], MOBILE_GRID_SIZE).map((link) => (
                  <li key={link.id}>
                    <SiteLink to={link.href} className="accordion__link">
                      <NavItemIcon icon={link.icon} />
                      {link.title}
                    </SiteLink>
                  </li>
                ))}
              </ul>
              <SiteLink to={VIEW_ALL[menu].href} className="accordion__view-all">
                {VIEW_ALL[menu].label} <Icon name="arrowRight" size={16} />
              </SiteLink>
            </details>
          ))}
          <SiteLink to="/articles" className="mobile-menu__link">
            Articles
          </SiteLink>
          <HeaderActions className="mobile-menu__actions" />
        </nav>
      </details>
    </div>
  );
}

/** The two calls to action, in the desktop bar and at the foot of the mobile menu. */
function HeaderActions({ className }: { className: string }) {
  return (
    <div className={className}>
      <SiteLink to="/consult" className="button button--primary">
        Request a Consultation
      </SiteLink>
      <SiteLink to="/merchant-onboarding" className="button button--accent">
        Apply Today!
      </SiteLink>
    </div>
  );
}

/**
 * The three menus as the header renders them, laid out flat for the back office's
 * preview: the same columns and links, so the preview is exactly what visitors get.
 * `idPrefix` keeps its heading ids apart from the real header's on the same page.
 */
export function HeaderMenusPreview({ menus, idPrefix }: { menus: NavigationMenus; idPrefix: string }) {
  return (
    <div className="header-preview">
      {MENU_ORDER.map((menu) => (
        <div key={menu} className="header-preview__menu">
          <h3 className="header-preview__title">{MENU_LABELS[menu]}</h3>
          {menus[menu].length > 0 ? <MenuColumns sections={menus[menu]} idPrefix={idPrefix} /> : <p>No items.</p>}
        </div>
      ))}
    </div>
  );
}

function MenuColumns({ sections, idPrefix = "" }: { sections: NavSection[]; idPrefix?: string }) {
  return (
    <div className="dropdown__columns">
      {sections.map((section) => (
        <div
          key={section.key}
          className={section.links.length > 6 ? "dropdown__column dropdown__column--wide" : "dropdown__column"}
          role="group"
          aria-labelledby={`${idPrefix}menu-${section.key}`}
        >
          <p id={`${idPrefix}menu-${section.key}`} className="dropdown__heading">
            {section.title}
          </p>
          <ul>
            {section.links.map((link) => (
              <li key={link.id}>
                <SiteLink to={link.href} className="dropdown__link">
                  <NavItemIcon icon={link.icon} />
                  <span>
                    <span className="dropdown__link-title">{link.title}</span>
                    {link.description ? <span className="dropdown__link-text">{link.description}</span> : null}
                  </span>
                </SiteLink>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
