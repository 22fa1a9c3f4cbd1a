import type { TestProject } from "vitest/node";
import { loadDeclaredEndpoints } from "./support/endpoints";

/**
 * Once per run of a project whose files read the endpoint declarations (the security suite,
 * the fuzzer): the routes are loaded here, and each file gets the declarations they made.
 * A route whose action is not made from a declaration stops the run here, naming it.
 */
export default async function provideDeclaredEndpoints(project: TestProject): Promise<void> {
  project.provide("declaredEndpoints", await loadDeclaredEndpoints());
}
