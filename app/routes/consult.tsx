import type { LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, type MetaFunction } from "@remix-run/react";
import { PageHero } from "~/components/page-templates/content-blocks";
import { ConsultWizard } from "~/features/consult/components/consult-wizard";
import { CONSULT_WIZARD, handleWizardPost, loadWizard } from "~/features/consult/wizard.server";
import { endpointAction } from "~/utils/endpoint.server";
import { manifestMeta } from "~/utils/manifest-meta";
import { formPageHeaders } from "~/utils/route-headers";

export function loader({ request }: LoaderFunctionArgs) {
  return loadWizard(request);
}

export const action = /* @__PURE__ */ endpointAction(CONSULT_WIZARD, ({ request }) => handleWizardPost(request));

// A post refused for being over a limit (429) keeps its Retry-After on the page, and a
// page with this visitor's answers or confirmation stays out of shared caches.
export const headers = formPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => manifestMeta(data?.entry, matches);

export default function ConsultPage() {
  const { entry, ...wizard } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <div className="consult-page">
      <PageHero
        eyebrow="Free Consultation"
        title={entry.h1}
        lead="Tell us about your business and when suits you. A specialist reviews your processing and replies within one business day."
      />
      <div className="container container--narrow section">
        <ConsultWizard {...wizard} actionData={actionData} />
      </div>
    </div>
  );
}
