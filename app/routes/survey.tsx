import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, type MetaFunction } from "@remix-run/react";
import { PageHero } from "~/components/page-templates/content-blocks";
import { LeadForm } from "~/features/lead-forms/components/lead-form";
import { loadLeadForm } from "~/features/lead-forms/lead-forms.server";
import { requireManifestEntry } from "~/features/routing/route-manifest.server";
import { merchantSurvey } from "~/features/survey/survey-definition";
import { handleSurveyPost, SURVEY_FORM } from "~/features/survey/survey.server";
import { endpointAction } from "~/utils/endpoint.server";
import { manifestMeta } from "~/utils/manifest-meta";
import { formPageHeaders } from "~/utils/route-headers";

export async function loader({ request }: LoaderFunctionArgs) {
  const { form, headers } = await loadLeadForm(request, merchantSurvey.path);
  return data({ entry: requireManifestEntry("/survey"), ...form }, { headers });
}

export const action = /* @__PURE__ */ endpointAction(SURVEY_FORM, ({ request }) => handleSurveyPost(request));

// A post refused for being over a limit (429) keeps its Retry-After on the page, and the
// page showing this visitor's confirmation stays out of shared caches.
export const headers = formPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => manifestMeta(page?.entry, matches);

export default function Survey() {
  const { entry, honeypot, confirmation, consentLabel } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  return (
    <>
      <PageHero eyebrow="Merchant Survey" title={entry.h1} lead="Two minutes, seven questions, no sign-up. Your answers are anonymous." />
      <div className="container container--narrow section">
        <LeadForm definition={merchantSurvey} honeypot={honeypot} confirmation={confirmation} result={actionData?.result} consentLabel={consentLabel} />
      </div>
    </>
  );
}
