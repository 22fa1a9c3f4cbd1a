import { renderToString } from "react-dom/server";
import { Router } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { RenderOnceProvider, renderedOnceKey, useRenderedOnce } from "~/components/ui/rendered-once";
import { publicSiteConfig } from "~/config/site";
import { getSiteConfig } from "~/config/site.server";
import type { ActiveBranding } from "~/features/branding/types";
import type { NavigationMenus } from "~/features/navigation/types";
import { renderOnce } from "~/utils/rendered-once.server";
import { CarriedParamsProvider } from "~/utils/root-data";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

function menus(title = "Surcharge program"): NavigationMenus {
  return {
    solutions: [
      {
        key: "payment-solutions",
        title: "Payment solutions",
        links: [
          {
            id: 1,
            title,
            href: "/surcharge",
            description: "Pass the card fee on",
            icon: { kind: "keyword", name: "pos" },
          },
        ],
      },
    ],
    industries: [
      {
        key: "industries",
        title: "Industries",
        links: [{ id: 2, title: "Grocery", href: "/industries/grocery", description: null, icon: null }],
      },
    ],
    partnerships: [],
  };
}

const site = publicSiteConfig(getSiteConfig());

const branding: ActiveBranding = {
  kind: "client",
  id: "acme",
  brand: "Acme",
  found: true,
  businessName: "Acme Stores",
  logo: null,
  title: "Acme Stores | Magnolia",
  params: [["clientId", "acme"]],
};

/** The page's shell as the root layout renders it, with or without the server's shared-fragment renderer. */
function shell(data: NavigationMenus, active: ActiveBranding | null, render?: typeof renderOnce) {
  const page = (
    <CarriedParamsProvider params={active?.params}>
      <SiteHeader menus={data} branding={active} siteName={site.name} />
      <SiteFooter menus={data} branding={active} site={site} />
    </CarriedParamsProvider>
  );
  // The header follows navigations (it closes its menus), so it needs a router; the shared
  // markup inside it does not.
  const routed = (
    <Router location="/" navigator={{} as never} static>
      {page}
    </Router>
  );
  return renderToString(render ? <RenderOnceProvider render={render}>{routed}</RenderOnceProvider> : routed);
}

describe("the header and footer rendered once per menus object", () => {
  it("is byte for byte the markup the page would render itself, so hydration finds what React expects", () => {
    const data = menus();
    const rendered = shell(data, null, renderOnce);
    expect(rendered).toBe(shell(data, null));
    expect(rendered).toContain('href="/surcharge"');
    // Served again from what was rendered.
    expect(shell(data, null, renderOnce)).toBe(rendered);
  });

  it("renders once per menus object, again for a new one (a staff edit), and never for a co-branded page", () => {
    const render = vi.fn(renderOnce);
    const first = menus();
    shell(first, null, render);
    shell(first, null, render);
    const header = render.mock.results[0]?.value as string;
    expect(new Set(render.mock.results.map((result) => result.value)).size).toBe(2); // one header, one footer

    const edited = menus("Surcharging, explained");
    const afterEdit = shell(edited, null, render);
    expect(afterEdit).toContain("Surcharging, explained");
    expect(afterEdit).not.toContain(">Surcharge program<");
    expect(header).toContain("Surcharge program");

    const calls = render.mock.calls.length;
    const cobranded = shell(edited, branding, render);
    expect(render.mock.calls.length).toBe(calls);
    // The co-branded page's links carry its parameters, which shared markup never could.
    expect(cobranded).toContain('href="/surcharge?clientId=acme"');
    expect(cobranded).toBe(shell(edited, branding));
  });
});

describe("the key of shared markup", () => {
  const Greeting = ({ data, name }: { data: { text: string }; name: string }) => (
    <p>
      {data.text}, {name}
    </p>
  );

  it("is derived from every prop: the shared object by identity, every other prop by value", () => {
    const data = { text: "Hello" };
    const key = renderedOnceKey(Greeting, { data, name: "Ada" }, "data");
    expect(key).toEqual(renderedOnceKey(Greeting, { name: "Ada", data }, "data"));
    expect(key?.data).toBe(data);
    // A prop nobody listed by hand still tells two renderings apart.
    expect(key?.variant).not.toBe(renderedOnceKey(Greeting, { data, name: "Grace" }, "data")?.variant);
  });

  it("never serves one rendering for another: a different prop renders again, the same key renders once", () => {
    const data = { text: "Hello" };
    const render = vi.fn(renderOnce);
    const page = (name: string) =>
      renderToString(
        <RenderOnceProvider render={render}>
          <Shared name={name} data={data} />
        </RenderOnceProvider>,
      );
    expect(page("Ada")).toContain("Ada");
    expect(page("Grace")).toContain("Grace");
    expect(page("Ada")).toContain("Ada");
    expect(render).toHaveBeenCalledTimes(3);
    expect(new Set(render.mock.results.map((result) => result.value)).size).toBe(2);
  });

  function Shared(props: { data: { text: string }; name: string }) {
    return <div {...useRenderedOnce(Greeting, props, "data")} />;
  }
});
