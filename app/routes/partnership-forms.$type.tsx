import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, type MetaFunction } from "@remix-run/react";
import { PageHero } from "~/components/page-templates/content-blocks";
import { LeadForm } from "~/features/lead-forms/components/lead-form";
import { partnerForms } from "~/features/lead-forms/definitions";
import { handleLeadFormPost, loadLeadForm, PARTNER_APPLICATION_FORM } from "~/features/lead-forms/lead-forms.server";
import { findManifestEntry } from "~/features/routing/route-manifest.server";
import { notFound } from "~/utils/http.server";
import { endpointAction } from "~/utils/endpoint.server";
import { manifestMeta } from "~/utils/manifest-meta";
import { formPageHeaders } from "~/utils/route-headers";

function partnerForm(type: string | undefined) {
  const definition = type && Object.hasOwn(partnerForms, type) ? partnerForms[type] : undefined;
  const entry = definition ? findManifestEntry(definition.path) : undefined;
  if (!definition || !entry) throw notFound();
  return { definition, entry };
}

/** One application per partner type; an unknown type is a 404. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { entry, definition } = partnerForm(params.type);
  const { form, headers } = await loadLeadForm(request, definition.path);
  return data({ entry, type: params.type as string, ...form }, { headers });
}

export const action = /* @__PURE__ */ endpointAction(PARTNER_APPLICATION_FORM, ({ request, params }) =>
  handleLeadFormPost(request, PARTNER_APPLICATION_FORM, partnerForm(params.type).definition, params.type),
);

// A post refused for being over a limit (429) keeps its Retry-After on the page, and the
// page showing this visitor's confirmation stays out of shared caches.
export const headers = formPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => manifestMeta(page?.entry, matches);

export default function PartnershipForm() {
  const { entry, type, honeypot, confirmation, consentLabel } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const definition = partnerForms[type];
  if (!definition) return null;
  return (
    <>
      <PageHero eyebrow="Partner with Us" title={entry.h1} lead={entry.description} />
      <div className="container container--narrow section">
        <LeadForm definition={definition} honeypot={honeypot} confirmation={confirmation} result={actionData?.result} consentLabel={consentLabel} />
      </div>
    </>
  );
}
