import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, type MetaFunction } from "@remix-run/react";
import { PageHero } from "~/components/page-templates/content-blocks";
import { SiteLink } from "~/components/ui/site-link";
import { LeadForm } from "~/features/lead-forms/components/lead-form";
import { merchantApplication } from "~/features/lead-forms/definitions";
import { handleLeadFormPost, loadLeadForm, MERCHANT_APPLICATION_FORM } from "~/features/lead-forms/lead-forms.server";
import { requireManifestEntry } from "~/features/routing/route-manifest.server";
import { endpointAction } from "~/utils/endpoint.server";
import { manifestMeta } from "~/utils/manifest-meta";
import { formPageHeaders } from "~/utils/route-headers";

export async function loader({ request }: LoaderFunctionArgs) {
  const { form, headers } = await loadLeadForm(request, merchantApplication.path);
  return data({ entry: requireManifestEntry("/merchant-onboarding"), ...form }, { headers });
}

export const action = /* @__PURE__ */ endpointAction(MERCHANT_APPLICATION_FORM, ({ request }) =>
  handleLeadFormPost(request, MERCHANT_APPLICATION_FORM, merchantApplication),
);

// A post refused for being over a limit (429) keeps its Retry-After on the page, and the
// page showing this visitor's confirmation stays out of shared caches.
export const headers = formPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => manifestMeta(page?.entry, matches);

export default function MerchantOnboarding() {
  const { entry, honeypot, confirmation, consentLabel } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <PageHero
        eyebrow="Apply Today!"
        title={entry.h1}
        lead="Tell us about your business and how you take payments. It takes about five minutes, and a specialist replies within one business day."
      />
      <div className="container section form-layout">
        <div>
          <LeadForm definition={merchantApplication} honeypot={honeypot} confirmation={confirmation} result={actionData?.result} consentLabel={consentLabel} />
        </div>
        <aside className="form-aside" aria-label="What happens next">
          <h2>What happens next</h2>
          <ol>
            <li>A specialist reviews your answers and current rates.</li>
            <li>We send a proposal with your pricing, equipment and 0% options.</li>
            <li>Approval, setup and training, with 24/7/365 U.S.-based support.</li>
          </ol>
          <p>
            Prefer to talk first? <SiteLink to="/consult">Request a free consultation</SiteLink> instead.
          </p>
        </aside>
      </div>
    </>
  );
}
