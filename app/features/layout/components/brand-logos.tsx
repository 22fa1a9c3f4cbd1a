import type { ActiveBranding } from "~/features/branding/types";
import { SiteLogo } from "./site-logo";

/** The product logo, and beside it the client's or partner's logo when co-branded. */
export function BrandLogos({ branding, siteName }: { branding: ActiveBranding | null; siteName: string }) {
  return (
    <span className="brand-logos">
      <SiteLogo siteName={siteName} />
      {branding?.logo ? (
        <>
          <span className="brand-logos__divider" aria-hidden="true" />
          <img
            src={branding.logo.src}
            alt={branding.logo.alt}
            width={140}
            height={40}
            className="brand-logos__partner"
            data-testid="cobrand-logo"
          />
        </>
      ) : null}
    </span>
  );
}
