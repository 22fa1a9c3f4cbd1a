import { data, redirect } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import { desc } from "drizzle-orm";
import { surveyResponses } from "#db/schema";
import { schemaFor } from "~/features/lead-forms/definitions";
import { acceptFormPost } from "~/features/lead-forms/lead-forms.server";
import { answersOf, publicForm } from "~/utils/endpoint.server";
import { MAX_FORM_BYTES } from "~/utils/http.server";
import { SUBMISSION_LIMIT } from "~/utils/rate-limit.server";
import { getDb } from "~/utils/db.server";
import { confirmationCookieFor } from "~/features/lead-store/sent-confirmation.server";
import { merchantSurvey } from "./survey-definition";
import { summariseSurvey } from "./survey-results";

/** POST /survey: answers are not leads, so they have a budget of their own. */
export const SURVEY_FORM = publicForm(
  "form",
  MAX_FORM_BYTES,
  [{ what: "survey answers", scope: "survey", budget: SUBMISSION_LIMIT }],
  answersOf(schemaFor(merchantSurvey)),
);

/** Stores one survey response (post/redirect/get); every failure is a 4xx with messages. */
export async function handleSurveyPost(request: Request) {
  const accepted = await acceptFormPost(request, SURVEY_FORM, "Your answers could not be accepted.");
  if ("reply" in accepted) return accepted.reply;
  const { formData } = accepted;
  const submission = parseWithZod(formData, { schema: SURVEY_FORM.answers.schemas.answers });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  await getDb().insert(surveyResponses).values({ answers: submission.value as Record<string, unknown> });
  // The thank-you shows once, on the survey page's next render (no reference: not a lead).
  const confirmation = await confirmationCookieFor(merchantSurvey.path, { reference: null });
  return redirect(merchantSurvey.path, { headers: { "Set-Cookie": confirmation } });
}

export async function loadSurveyResults() {
  const rows = await getDb()
    .select({ answers: surveyResponses.answers, createdAt: surveyResponses.createdAt })
    .from(surveyResponses)
    .orderBy(desc(surveyResponses.createdAt), desc(surveyResponses.id))
    .limit(5000);
  return summariseSurvey(rows);
}
