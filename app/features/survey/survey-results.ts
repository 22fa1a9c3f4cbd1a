import type { Choice, FieldSpec } from "~/features/lead-forms/field-spec";
import { CHOICE_QUESTIONS, merchantSurvey, RATING_QUESTIONS } from "./survey-definition";

export interface RatingResult {
  name: string;
  label: string;
  responses: number;
  /** Mean of 1-5, one decimal; null without answers. */
  average: number | null;
  /** Count per score 1..5. */
  distribution: number[];
}

export interface ChoiceResult {
  name: string;
  label: string;
  options: { label: string; count: number }[];
}

export interface SurveyResults {
  total: number;
  ratings: RatingResult[];
  choices: ChoiceResult[];
  comments: { text: string; createdAt: number }[];
}

const fieldsByName = new Map<string, FieldSpec>(merchantSurvey.sections.flatMap((section) => section.fields.map((field) => [field.name, field])));

function optionsOf(name: string): readonly Choice[] {
  const field = fieldsByName.get(name);
  return field && "options" in field ? field.options : [];
}

/** Aggregates stored answers (newest first) for the staff results page. Pure. */
export function summariseSurvey(responses: { answers: Record<string, unknown>; createdAt: number }[]): SurveyResults {
  const ratings = RATING_QUESTIONS.map((name) => {
    const scores = responses.map((response) => Number(response.answers[name])).filter((score) => score >= 1 && score <= 5);
    const distribution = [1, 2, 3, 4, 5].map((score) => scores.filter((value) => value === score).length);
    const average = scores.length ? Math.round((scores.reduce((sum, value) => sum + value, 0) / scores.length) * 10) / 10 : null;
    return { name, label: fieldsByName.get(name)?.label ?? name, responses: scores.length, average, distribution };
  });
  const choices = CHOICE_QUESTIONS.map((name) => ({
    name,
    label: fieldsByName.get(name)?.label ?? name,
    options: optionsOf(name).map((option) => ({
      label: option.label,
      count: responses.filter((response) => {
        const answer = response.answers[name];
        return Array.isArray(answer) ? answer.includes(option.value) : answer === option.value;
      }).length,
    })),
  }));
  const comments = responses
    .map((response) => ({ text: String(response.answers.improve ?? "").trim(), createdAt: response.createdAt }))
    .filter((comment) => comment.text.length > 0)
    .slice(0, 20);
  return { total: responses.length, ratings, choices, comments };
}
