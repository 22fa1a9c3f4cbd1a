import { useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useNavigation } from "@remix-run/react";
import type * as z from "zod";

/**
 * One form of a staff page with several (told apart by their `intent` button): the
 * server's reply reaches only the form that was sent, the browser checks with the same
 * schema on blur, and a password form re-checks as the person types.
 */
export function useStaffForm<Schema extends z.ZodObject>(
  schema: Schema,
  options: {
    id: string;
    intent: string;
    actionData: { intent: string; result: SubmissionResult<string[]> } | undefined;
    defaultValue?: Record<string, string>;
    checkWhileTyping?: boolean;
  },
) {
  const navigation = useNavigation();
  const { actionData } = options;
  return useForm<z.input<Schema>, z.output<Schema>>({
    id: options.id,
    lastResult: navigation.state === "idle" && actionData?.intent === options.intent ? actionData.result : undefined,
    defaultValue: options.defaultValue as never,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: options.checkWhileTyping ? "onInput" : "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}
