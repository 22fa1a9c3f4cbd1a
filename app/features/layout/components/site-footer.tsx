import type { ActiveBranding } from "~/features/branding/types";
import { firstLinks } from "~/features/navigation/group-navigation";
import type { NavigationMenus } from "~/features/navigation/types";
import type { PublicSiteConfig, SocialLink } from "~/config/site";
import { Icon, type IconName } from "~/components/ui/icon";
import { useRenderedOnce } from "~/components/ui/rendered-once";
import { SiteLink } from "~/components/ui/site-link";
import { BrandLogos } from "./brand-logos";

interface SiteFooterProps {
  menus: NavigationMenus;
  branding: ActiveBranding | null;
  site: PublicSiteConfig;
}

const SOCIAL_ICONS: Record<SocialLink["label"], IconName> = {
  Facebook: "facebook",
  LinkedIn: "linkedin",
  Instagram: "instagram",
};

const FOOTER_LINK_COUNT = 6;

export function SiteFooter({ menus, branding, site }: SiteFooterProps) {
  const year = new Date().getFullYear();
  // The same markup on every page without co-branding: rendered once per menus object, site and year.
  const content = useRenderedOnce(SiteFooterContent, { menus, branding, site, year }, branding ? null : "menus");
  return <footer className="site-footer" {...content} />;
}

function SiteFooterContent({ menus, branding, site, year }: SiteFooterProps & { year: number }) {
  const telHref = `tel:${site.phone.replace(/[^\d+]/g, "")}`;
  return (
    <>
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <BrandLogos branding={branding} siteName={site.name} />
          <p className="site-footer__tagline">{site.tagline}</p>
          {site.social.length > 0 ? (
            <ul className="site-footer__social" aria-label="Social media">
              {site.social.map((social) => (
                <li key={social.label}>
                  {social.href ? (
                    <a
                      href={social.href}
                      rel="noopener noreferrer"
                      target="_blank"
                      aria-label={`${social.label} (opens in a new tab)`}
                    >
                      <Icon name={SOCIAL_ICONS[social.label]} size={20} />
                    </a>
                  ) : (
                    <span className="site-footer__soon" title={`${social.label}: Coming Soon!`}>
                      <Icon name={SOCIAL_ICONS[social.label]} size={20} />
                      <span>
                        {social.label} <em>Coming Soon!</em>
                      </span>
                    </span>
                  )}
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <nav className="site-footer__links" aria-labelledby="footer-solutions">
          <h2 id="footer-solutions" className="site-footer__heading">
            Solutions
          </h2>
          <ul>
            {firstLinks(menus.solutions, FOOTER_LINK_COUNT).map((link) => (
              <li key={link.id}>
                <SiteLink to={link.href}>{link.title}</SiteLink>
              </li>
            ))}
            <li>
              <SiteLink to="/navmobileview_solutions">All solutions</SiteLink>
            </li>
          </ul>
        </nav>

        <nav className="site-footer__links" aria-labelledby="footer-industries">
          <h2 id="footer-industries" className="site-footer__heading">
            Industries
          </h2>
          <ul>
            {firstLinks(menus.industries, FOOTER_LINK_COUNT).map((link) => (
              <li key={link.id}>
                <SiteLink to={link.href}>{link.title}</SiteLink>
              </li>
            ))}
            <li>
              <SiteLink to="/all-industries">All industries</SiteLink>
            </li>
          </ul>
        </nav>

        <div className="site-footer__contact">
          <h2 className="site-footer__heading">Contact Us</h2>
          <address>
            <p>
              <Icon name="mapPin" size={18} />
              <span>
                {site.address.street}
                <br />
                {site.address.city}, {site.address.region} {site.address.postalCode}
              </span>
            </p>
            <p>
              <Icon name="phone" size={18} />
              <a href={telHref}>{site.phone}</a> <span className="site-footer__note">(toll-free)</span>
            </p>
            <p>
              <Icon name="mail" size={18} />
              <a href={`mailto:${site.email}`}>{site.email}</a>
            </p>
          </address>
        </div>
      </div>

      <div className="container site-footer__bottom">
        <p>
          © {year} {site.name}. All rights reserved.
        </p>
        <ul className="site-footer__legal">
          <li>
            <SiteLink to="/speedybusinessloan">Speedy Business Loan</SiteLink>
          </li>
          <li>
            <SiteLink to="/chat">Chat with us</SiteLink>
          </li>
          <li>
            <SiteLink to="/privacy-policy" target="_blank" rel="noopener">
              Privacy Policy
            </SiteLink>
          </li>
          <li>
            <SiteLink to="/privacy-policy#agreement-terms" target="_blank" rel="noopener">
              Terms of Service
            </SiteLink>
          </li>
        </ul>
      </div>
    </>
  );
}
