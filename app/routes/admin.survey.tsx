import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { BarChart } from "~/components/charts/bar-chart";
import { requireStaffPermission } from "~/features/staff/session.server";
import { loadSurveyResults } from "~/features/survey/survey.server";
import { staffMeta } from "~/utils/staff-area";
import { utcDateOf } from "~/utils/instants";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaffPermission(request, "survey");
  return loadSurveyResults();
}

export const meta: MetaFunction = () => staffMeta("Survey results | Staff");

export default function SurveyResultsPage() {
  const { total, ratings, choices, comments } = useLoaderData<typeof loader>();
  return (
    <>
      <div className="admin__heading">
        <h1>Survey results</h1>
      </div>
      <p className="admin__count">
        {total} response{total === 1 ? "" : "s"}
      </p>
      <div className="survey-results">
        {ratings.map((rating) => (
          <section key={rating.name} className="panel" aria-labelledby={`rating-${rating.name}`}>
            <h2 id={`rating-${rating.name}`}>{rating.label}</h2>
            <p>
              Average: <strong>{rating.average === null ? "no answers yet" : `${rating.average} / 5`}</strong> ({rating.responses}{" "}
              answers)
            </p>
            <BarChart
              title={rating.label}
              bars={rating.distribution.map((count, index) => ({ label: `${index + 1} star${index === 0 ? "" : "s"}`, value: count }))}
            />
          </section>
        ))}
        {choices.map((choice) => (
          <section key={choice.name} className="panel" aria-labelledby={`choice-${choice.name}`}>
            <h2 id={`choice-${choice.name}`}>{choice.label}</h2>
            <BarChart title={choice.label} bars={choice.options.map((option) => ({ label: option.label, value: option.count }))} />
          </section>
        ))}
      </div>
      <section className="panel" aria-labelledby="comments-title">
        <h2 id="comments-title">Latest suggestions</h2>
        {comments.length === 0 ? <p>No suggestions yet.</p> : null}
        <ul className="timeline">
          {comments.map((comment, index) => (
            <li key={index} className="timeline__item">
              <p className="timeline__meta">{utcDateOf(comment.createdAt)}</p>
              <p className="timeline__body">{comment.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
