import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation, type MetaFunction } from "@remix-run/react";
import { FormAlert, TextField } from "~/components/forms/fields";
import { SignInSchema } from "~/features/staff/sign-in-schema";
import { handleSignIn, loadSignIn } from "~/features/staff/sign-in.server";
import { staffAreaHandle, staffAreaHeaders, staffMeta } from "~/utils/staff-area";
import { SIGN_IN_FORM } from "~/features/staff/staff-endpoint.server";
import { endpointAction } from "~/utils/endpoint.server";

export function loader({ request }: LoaderFunctionArgs) {
  return loadSignIn(request);
}

export const action = /* @__PURE__ */ endpointAction(SIGN_IN_FORM, ({ request }) => handleSignIn(request));

// Never cached or indexed; a post refused for being over a limit (429) keeps its Retry-After.
export const headers = staffAreaHeaders;
export const handle = staffAreaHandle;

export const meta: MetaFunction = () => staffMeta("Staff sign-in");

export default function StaffSignIn() {
  const { csrf, redirectTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "staff-sign-in",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    constraint: getZodConstraint(SignInSchema),
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SignInSchema }),
  });
  return (
    <section className="container container--narrow section admin-sign-in" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">Staff sign-in</h1>
      <p className="lead">Sign in to see consultation requests and other leads.</p>
      <Form method="post" {...getFormProps(form)} className="panel">
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="redirectTo" value={redirectTo} />
        {form.errors?.length ? <FormAlert messages={form.errors} /> : null}
        <div className="form-grid form-grid--single">
          <TextField meta={fields.email} label="E-mail" type="email" autoComplete="username" />
          <TextField meta={fields.password} label="Password" type="password" autoComplete="current-password" />
        </div>
        <p>
          <button type="submit" className="button button--primary button--large" disabled={navigation.state === "submitting"}>
            {navigation.state === "submitting" ? "Signing in..." : "Sign in"}
          </button>
        </p>
      </Form>
    </section>
  );
}
