/**
 * Two demo reps, so a fresh `npm start` has someone to book consultations with
 * (decision 061). They are staff accounts of their own, not the STAFF_EMAIL admin's:
 * the seed runs before that account exists, and a real team keeps its own accounts. A
 * demo rep cannot sign in (its password hash is no bcrypt hash, so no password matches
 * it) until an admin sets a password; an admin deactivates them on a real site, or
 * turns off "takes consultations".
 */
const NO_PASSWORD = "!demo account: no password signs in";

export const demoReps = [
  { id: 1, email: "riley.chen@demo.example.com", name: "Riley Chen (demo)", timeZone: "America/Chicago" },
  { id: 2, email: "jordan.ellis@demo.example.com", name: "Jordan Ellis (demo)", timeZone: "America/New_York" },
] as const;

export const demoRepAccounts = demoReps.map((rep) => ({ ...rep, passwordHash: NO_PASSWORD, role: "sales" }));

export const demoRepProfiles = demoReps.map((rep) => ({
  staffId: rep.id,
  takesConsultations: true,
  weight: 1,
  timeZone: rep.timeZone,
}));

const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri"] as const;

/** Chicago: 9 to 12 and 1 to 5 (a lunch hour); New York: 9 to 5. Each on the rep's own clock. */
export const demoRepHours = [
  ...WEEKDAYS.flatMap((weekday) => [
    { staffId: demoReps[0].id, weekday, startTime: "09:00", endTime: "12:00" },
    { staffId: demoReps[0].id, weekday, startTime: "13:00", endTime: "17:00" },
  ]),
  ...WEEKDAYS.map((weekday) => ({ staffId: demoReps[1].id, weekday, startTime: "09:00", endTime: "17:00" })),
];
