import { data, redirect } from "@remix-run/node";
import { parseWithZod } from "@conform-to/zod/v4";
import { desc } from "drizzle-orm";
import { surveyResponses } from "#db/schema";
import { schemaFor } from "~/features/lead-forms/definitions";
import { MAX_FORM_BYTES } from "~/features/lead-forms/lead-forms.server";
import { requireValidCsrf } from "~/utils/csrf.server";
import { getDb } from "~/utils/db.server";
import { isSpam } from "~/utils/honeypot.server";
import { checkRateLimit, SUBMISSION_LIMIT, tooManySubmissionsMessage } from "~/utils/rate-limit.server";
import { merchantSurvey } from "./survey-definition";
import { summariseSurvey } from "./survey-results";

const formError = (message: string) => ({ status: "error" as const, error: { "": [message] } });

/** Stores one survey response (post/redirect/get); every failure is a 4xx with messages. */
export async function handleSurveyPost(request: Request) {
  if (Number(request.headers.get("Content-Length") ?? 0) > MAX_FORM_BYTES) {
    throw new Response("The form is too large.", { status: 413 });
  }
  const formData = await request.formData();
  await requireValidCsrf(request, formData);
  if (isSpam(formData)) return data({ result: formError("Your answers could not be accepted.") }, { status: 400 });
  const limit = checkRateLimit(request, "survey", SUBMISSION_LIMIT);
  if (!limit.allowed) {
    return data(
      { result: formError(tooManySubmissionsMessage(limit.retryAfterSeconds)) },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  const submission = parseWithZod(formData, { schema: schemaFor(merchantSurvey) });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  getDb().insert(surveyResponses).values({ answers: submission.value as Record<string, unknown> }).run();
  return redirect("/survey?submitted=1");
}

export function loadSurveyResults() {
  const rows = getDb()
    .select({ answers: surveyResponses.answers, createdAt: surveyResponses.createdAt })
    .from(surveyResponses)
    .orderBy(desc(surveyResponses.createdAt), desc(surveyResponses.id))
    .limit(5000)
    .all();
  return summariseSurvey(rows);
}
