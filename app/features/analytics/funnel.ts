/**
 * The consultation wizard's funnel (decision 078): reaching each step is written by the
 * wizard's own server action as an analytics_events row of type `funnel` named after the
 * step, once per analytics session and step. Pure: the rows are written in
 * funnel.server.ts and counted in dashboard.server.ts.
 */

export const FUNNEL_EVENT_TYPE = "funnel";
export const FUNNEL_STEPS = ["step 1", "step 2", "step 3", "step 4", "submitted"] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** The wizard's page: its steps are one page, `?step=N` only says which part is shown. */
export const WIZARD_PAGE = "/consult";

/** The funnel step of the wizard's step number (1 to 4). */
export function funnelStepOf(step: 1 | 2 | 3 | 4): FunnelStep {
  return FUNNEL_STEPS[step - 1]!;
}

export interface FunnelRow {
  step: FunnelStep;
  visitors: number;
  /** Share of the previous step's visitors not seen at this step (0 to 1); null for the first step or after none. */
  dropOff: number | null;
}

/**
 * Visitors at each step and the drop-off from the step before. A visitor can reach a
 * later step without an earlier one in the range (a draft restored in a new visit): the
 * drop-off is then negative, shown as it is rather than hidden.
 */
export function funnelRows(visitorsByStep: Partial<Record<FunnelStep, number>>): FunnelRow[] {
  return FUNNEL_STEPS.map((step, index) => {
    const visitors = visitorsByStep[step] ?? 0;
    const previous = index === 0 ? 0 : (visitorsByStep[FUNNEL_STEPS[index - 1]!] ?? 0);
    return { step, visitors, dropOff: index === 0 || previous === 0 ? null : (previous - visitors) / previous };
  });
}

/**
 * Whether moving from one address to another within the site stays on the same wizard
 * page (only `?step=` or the wizard's own query changed): not a new page view.
 */
export function isWizardStepChange(previousPathname: string | null, nextPathname: string): boolean {
  return previousPathname !== null && isWizardPath(previousPathname) && isWizardPath(nextPathname);
}

export function isWizardPath(pathname: string): boolean {
  return pathname.replace(/\/+$/, "").toLowerCase() === WIZARD_PAGE;
}

/**
 * Whether a no-script page view only moves within the wizard's page: the visit's last
 * page view (null when the visit is new or has none) was the wizard too. It keeps the
 * visit alive but is not another page view, as with JavaScript (decision 078).
 */
export function isWizardStepView(pageUrl: string, lastPagePath: string | null): boolean {
  return isWizardStepChange(lastPagePath, new URL(pageUrl).pathname);
}
