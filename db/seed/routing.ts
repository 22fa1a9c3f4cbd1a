import { demoReps } from "./booking";

/**
 * Lead routing's demo (decision 070): the demo reps share new leads in a "Sales team"
 * pool, and the catch-all rule (no conditions, always last) sends every lead there.
 */
export const demoRoutingPool = { id: 1, name: "Sales team" };

export const demoRoutingPoolMembers = demoReps.map((rep) => ({ poolId: demoRoutingPool.id, staffId: rep.id, weight: 1 }));

export const demoRoutingRules = [{ id: 1, position: 10, name: "Everything else", targetPoolId: demoRoutingPool.id }];
