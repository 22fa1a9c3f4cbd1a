import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useRouteLoaderData, useSearchParams, type MetaFunction } from "@remix-run/react";
import { FieldErrors, FormAlert } from "~/components/forms/fields";
import { RowSwitchForm } from "~/components/forms/row-switch-form";
import { INDUSTRY_TYPES, PROCESSING_VOLUMES } from "~/features/consult/options";
import { handleRoutingPost, loadRoutingScreen, type RoutingActionData, type RoutingValueSets, ROUTING_FORM } from "~/features/lead-routing/routing-admin.server";
import { LEAD_TYPES } from "~/features/lead-store/lead-types";
import { FocusedNotice } from "~/features/staff/components/focused-notice";
import { requireStaffPermission } from "~/features/staff/session.server";
import { staffMeta } from "~/utils/staff-area";
import { endpointAction } from "~/utils/endpoint.server";
import type { loader as adminLoader } from "./admin";

/** The forms' own lists a rule's conditions choose from. */
const VALUE_SETS: RoutingValueSets = { leadTypes: LEAD_TYPES, industries: INDUSTRY_TYPES, volumeBands: PROCESSING_VOLUMES };

/** Who gets each new lead: the rules in order, the pools and their members (decision 070). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireStaffPermission(request, "routing");
  return loadRoutingScreen(new URL(request.url), VALUE_SETS);
}

export const action = /* @__PURE__ */ endpointAction(ROUTING_FORM, ({ request, caller }) => handleRoutingPost(request, caller, VALUE_SETS));

export const meta: MetaFunction = () => staffMeta("Lead routing | Staff");

const SAVED: Record<string, string> = {
  "rule-saved": "Rule saved.",
  "rule-deleted": "Rule deleted.",
  "pool-saved": "Pool saved.",
  "member-saved": "Member saved.",
  "member-removed": "Member removed.",
};

type Screen = ReturnType<typeof useLoaderData<typeof loader>>;

export default function RoutingPage() {
  const screen = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>() as RoutingActionData | undefined;
  const csrf = useRouteLoaderData<typeof adminLoader>("routes/admin")?.csrf ?? "";
  const saved = useSearchParams()[0].get("saved");
  const version = JSON.stringify(screen);
  return (
    <>
      <div className="admin__heading">
        <h1>Lead routing</h1>
      </div>
      {saved && SAVED[saved] ? <FocusedNotice>{SAVED[saved]}</FocusedNotice> : null}
      {refused ? <FormAlert messages={[refused.alert]} /> : null}
      <p className="lead">
        Every new lead goes to the first active rule, from the top, whose conditions it meets; an empty condition is no condition. A pool
        takes turns among its members who are working now (their weekly hours, time off and the company holidays) and under their daily
        cap. A lead nobody can take waits and is handed out, oldest first, as soon as someone can.
      </p>

      <section className="panel" aria-labelledby="rules-title">
        <h2 id="rules-title">Rules</h2>
        <div className="table-wrap">
          <table className="leads-table">
            <caption className="visually-hidden">Routing rules, in the order they are tried</caption>
            <thead>
              <tr>
                <th scope="col">Rule</th>
                <th scope="col">Conditions</th>
                <th scope="col">Goes to</th>
                <th scope="col">Status</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {screen.rules.map((rule) => (
                <tr key={rule.id}>
                  <th scope="row">{rule.name}</th>
                  <td>{rule.isCatchAll ? "Catch-all: every lead no rule above takes" : rule.conditions.join("; ")}</td>
                  <td>{rule.target}</td>
                  <td>{rule.active ? "Active" : "Inactive"}</td>
                  <td>
                    <div className="row-actions">
                      <Link to={`?edit=${rule.id}#rule-form-title`} className="button button--ghost" aria-label={`Edit ${rule.name}`}>
                        Edit
                      </Link>
                      {rule.canMoveUp ? (
                        <RowSwitchForm csrf={csrf} fields={{ id: rule.id, direction: "up" }} intent="move-rule" label="Move up" rowName={rule.name} buttonClassName="button button--ghost" />
                      ) : null}
                      {rule.canMoveDown ? (
                        <RowSwitchForm csrf={csrf} fields={{ id: rule.id, direction: "down" }} intent="move-rule" label="Move down" rowName={rule.name} buttonClassName="button button--ghost" />
                      ) : null}
                      {rule.isCatchAll ? null : (
                        <>
                          <RowSwitchForm
                            csrf={csrf}
                            fields={{ id: rule.id }}
                            intent={rule.active ? "deactivate-rule" : "activate-rule"}
                            label={rule.active ? "Deactivate" : "Activate"}
                            rowName={rule.name}
                            buttonClassName="button button--ghost"
                          />
                          <RowSwitchForm csrf={csrf} fields={{ id: rule.id }} intent="delete-rule" label="Delete" rowName={rule.name} buttonClassName="button button--danger" />
                        </>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {screen.hasCatchAll ? null : <CatchAllForm csrf={csrf} pools={screen.pools} />}
        <RuleForm key={`rule-${screen.editing?.id ?? "new"}-${version}`} csrf={csrf} screen={screen} refused={refused?.intent === "save-rule" ? refused : undefined} />
      </section>

      <section className="panel" aria-labelledby="pools-title">
        <h2 id="pools-title">Pools</h2>
        {screen.pools.map((pool) => (
          <PoolPanel key={`${pool.id}-${version}`} csrf={csrf} pool={pool} staff={screen.options.staff} refused={refused} />
        ))}
        <Form method="post" className="form-inline" aria-labelledby="add-pool-title">
          <h3 id="add-pool-title">Add a pool</h3>
          <input type="hidden" name="csrf" value={csrf} />
          <TextInput id="new-pool-name" name="name" label="Pool name" refused={refused?.intent === "add-pool" ? refused : undefined} />
          <button type="submit" name="intent" value="add-pool" className="button button--primary">
            Add pool
          </button>
        </Form>
      </section>
    </>
  );
}

function TextInput({
  id,
  name,
  label,
  refused,
  defaultValue,
  type = "text",
  hint,
}: {
  id: string;
  name: string;
  label: string;
  refused?: RoutingActionData;
  defaultValue?: string;
  type?: "text" | "number";
  hint?: string;
}) {
  const error = refused?.errors[name];
  const value = refused ? (refused.values[name]?.[0] ?? "") : defaultValue;
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={`field${error ? " field--invalid" : ""}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      <input id={id} name={name} type={type} defaultValue={value} className="input" aria-invalid={error ? true : undefined} aria-describedby={described} />
      <FieldErrors id={`${id}-error`} errors={error ? [error] : undefined} />
    </div>
  );
}

function CatchAllForm({ csrf, pools }: { csrf: string; pools: Screen["pools"] }) {
  if (pools.length === 0) return <p>Add a pool below, then give the catch-all rule to it: until then, a lead no rule takes waits unassigned.</p>;
  return (
    <Form method="post" aria-labelledby="catch-all-title">
      <h3 id="catch-all-title">Add the catch-all rule</h3>
      <input type="hidden" name="csrf" value={csrf} />
      <div className="field">
        <label htmlFor="catch-all-pool" className="field__label">
          Pool for every lead no other rule takes
        </label>
        <select id="catch-all-pool" name="pool" className="input">
          {pools.map((pool) => (
            <option key={pool.id} value={pool.id}>
              {pool.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" name="intent" value="add-catch-all" className="button button--primary">
        Add catch-all
      </button>
    </Form>
  );
}

function RuleForm({ csrf, screen, refused }: { csrf: string; screen: Screen; refused?: RoutingActionData }) {
  const rule = screen.editing;
  const typed = (name: string) => refused?.values[name];
  const stored = (name: string): string[] => {
    if (!rule) return [];
    if (name === "lead_types") return [...rule.leadTypes];
    if (name === "industries") return [...rule.industries];
    if (name === "volume_bands") return [...rule.volumeBands];
    if (name === "states") return [...rule.states];
    return rule.referralPartnerIds.map(String);
  };
  const selected = (name: string) => new Set(typed(name) ?? stored(name));
  const target = typed("target")?.[0] ?? (rule ? (rule.targetStaffId !== null ? `staff:${rule.targetStaffId}` : `pool:${rule.targetPoolId ?? ""}`) : "");
  const active = refused ? refused.values.active?.[0] === "on" : (rule?.active ?? true);
  const catchAll = rule?.isCatchAll ?? false;
  return (
    <Form method="post" aria-labelledby="rule-form-title" className="routing-rule-form">
      <h3 id="rule-form-title">{rule ? `Edit rule “${rule.name}”` : "Add a rule"}</h3>
      {rule ? (
        <p>
          <Link to="?">Add a new rule instead</Link>
        </p>
      ) : null}
      <input type="hidden" name="csrf" value={csrf} />
      {rule ? <input type="hidden" name="id" value={rule.id} /> : null}
      <TextInput id="rule-name" name="name" label="Rule name" refused={refused} defaultValue={rule?.name ?? ""} />
      {catchAll ? (
        <p>The catch-all has no conditions and always stays last and active; choose the pool it hands leads to.</p>
      ) : (
        <fieldset className={`choice-group${refused?.errors.conditions ? " field--invalid" : ""}`} aria-describedby={refused?.errors.conditions ? "rule-conditions-error" : undefined}>
          <legend className="field__label">Conditions (a lead must meet every list you fill in; leave a list empty for no condition)</legend>
          {screen.options.conditions
            .filter((condition) => condition.name !== "states")
            .map((condition) => (
              <fieldset key={condition.name} className="choice-group">
                <legend className="field__label">{condition.label}</legend>
                <div className="choice-group__options">
                  {condition.options.map((option) => (
                    <div key={option.value} className="checkbox">
                      <input
                        type="checkbox"
                        id={`rule-${condition.name}-${option.value}`}
                        name={condition.name}
                        value={option.value}
                        defaultChecked={selected(condition.name).has(option.value)}
                      />
                      <label htmlFor={`rule-${condition.name}-${option.value}`}>{option.label}</label>
                    </div>
                  ))}
                </div>
              </fieldset>
            ))}
          <div className="field">
            <label htmlFor="rule-states" className="field__label">
              States (partner forms: the states they cover)
            </label>
            <select id="rule-states" name="states" multiple size={6} className="input" defaultValue={[...selected("states")]}>
              {screen.options.conditions
                .find((condition) => condition.name === "states")!
                .options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
            </select>
          </div>
          {screen.options.partners.length > 0 ? (
            <fieldset className="choice-group">
              <legend className="field__label">Referred by partner</legend>
              <div className="choice-group__options">
                {screen.options.partners.map((partner) => (
                  <div key={partner.id} className="checkbox">
                    <input
                      type="checkbox"
                      id={`rule-partner-${partner.id}`}
                      name="referral_partner_ids"
                      value={partner.id}
                      defaultChecked={selected("referral_partner_ids").has(String(partner.id))}
                    />
                    <label htmlFor={`rule-partner-${partner.id}`}>{partner.name}</label>
                  </div>
                ))}
              </div>
            </fieldset>
          ) : null}
          <FieldErrors id="rule-conditions-error" errors={refused?.errors.conditions ? [refused.errors.conditions] : undefined} />
        </fieldset>
      )}
      <div className={`field${refused?.errors.target ? " field--invalid" : ""}`}>
        <label htmlFor="rule-target" className="field__label">
          Goes to
        </label>
        <select
          id="rule-target"
          name="target"
          className="input"
          defaultValue={target}
          aria-invalid={refused?.errors.target ? true : undefined}
          aria-describedby={refused?.errors.target ? "rule-target-error" : undefined}
        >
          <option value="">Choose…</option>
          <optgroup label="Pools">
            {screen.pools.map((pool) => (
              <option key={pool.id} value={`pool:${pool.id}`}>
                {pool.name}
              </option>
            ))}
          </optgroup>
          {catchAll ? null : (
            <optgroup label="People">
              {screen.options.staff.map((person) => (
                <option key={person.id} value={`staff:${person.id}`}>
                  {person.label}
                </option>
              ))}
            </optgroup>
          )}
        </select>
        <FieldErrors id="rule-target-error" errors={refused?.errors.target ? [refused.errors.target] : undefined} />
      </div>
      {catchAll ? null : (
        <div className="checkbox">
          <input type="checkbox" id="rule-active" name="active" defaultChecked={active} />
          <label htmlFor="rule-active">Active</label>
        </div>
      )}
      <button type="submit" name="intent" value="save-rule" className="button button--primary">
        {rule ? "Save rule" : "Add rule"}
      </button>
    </Form>
  );
}

function PoolPanel({
  csrf,
  pool,
  staff,
  refused,
}: {
  csrf: string;
  pool: Screen["pools"][number];
  staff: Screen["options"]["staff"];
  refused?: RoutingActionData;
}) {
  const mine = (intent: string, extra: (values: Record<string, string[]>) => boolean = () => true) =>
    refused && refused.intent === intent && refused.values.pool?.[0] === String(pool.id) && extra(refused.values) ? refused : undefined;
  const outside = staff.filter((person) => !pool.members.some((member) => member.staffId === person.id));
  const titleId = `pool-${pool.id}-title`;
  return (
    <section aria-labelledby={titleId} className="routing-pool">
      <h3 id={titleId}>{pool.name}</h3>
      <Form method="post" className="form-inline">
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="pool" value={pool.id} />
        <TextInput id={`pool-${pool.id}-name`} name="name" label={`Name of pool ${pool.name}`} refused={mine("save-pool")} defaultValue={pool.name} />
        <TextInput
          id={`pool-${pool.id}-return`}
          name="return_overdue_after_hours"
          type="number"
          label="Return overdue leads after (hours)"
          hint="Empty: an overdue lead stays with its owner."
          refused={mine("save-pool")}
          defaultValue={pool.returnOverdueAfterHours === null ? "" : String(pool.returnOverdueAfterHours)}
        />
        <button type="submit" name="intent" value="save-pool" className="button button--ghost" aria-label={`Save pool ${pool.name}`}>
          Save pool
        </button>
      </Form>
      {pool.members.length === 0 ? <p>No members yet: leads for this pool wait until someone is added.</p> : null}
      {pool.members.length > 0 ? (
        <div className="table-wrap">
          <table className="leads-table">
            <caption className="visually-hidden">Members of {pool.name}</caption>
            <thead>
              <tr>
                <th scope="col">Member</th>
                <th scope="col">Available now</th>
                <th scope="col">Leads today</th>
                <th scope="col">Weight and daily cap</th>
                <th scope="col">
                  <span className="visually-hidden">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {pool.members.map((member) => {
                const state = mine("save-member", (values) => values.staff?.[0] === String(member.staffId));
                return (
                  <tr key={member.staffId}>
                    <th scope="row">{member.name}</th>
                    <td>{member.available ? "Yes" : "No"}</td>
                    <td>{member.dailyCap === null ? `${member.today} (no cap)` : `${member.today} of ${member.dailyCap}`}</td>
                    <td>
                      <Form method="post" className="form-inline">
                        <input type="hidden" name="csrf" value={csrf} />
                        <input type="hidden" name="pool" value={pool.id} />
                        <input type="hidden" name="staff" value={member.staffId} />
                        <TextInput id={`member-${pool.id}-${member.staffId}-weight`} name="weight" type="number" label={`Weight of ${member.name}`} refused={state} defaultValue={String(member.weight)} />
                        <TextInput
                          id={`member-${pool.id}-${member.staffId}-cap`}
                          name="daily_cap"
                          type="number"
                          label={`Daily cap of ${member.name}`}
                          refused={state}
                          defaultValue={member.dailyCap === null ? "" : String(member.dailyCap)}
                        />
                        <button type="submit" name="intent" value="save-member" className="button button--ghost" aria-label={`Save ${member.name} in ${pool.name}`}>
                          Save
                        </button>
                      </Form>
                    </td>
                    <td>
                      <RowSwitchForm
                        csrf={csrf}
                        fields={{ pool: pool.id, staff: member.staffId }}
                        intent="remove-member"
                        label="Remove"
                        rowName={`${member.name} from ${pool.name}`}
                        buttonClassName="button button--danger"
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
      {outside.length > 0 ? <AddMemberForm csrf={csrf} pool={pool} people={outside} refused={mine("add-member")} /> : null}
    </section>
  );
}

function AddMemberForm({ csrf, pool, people, refused }: { csrf: string; pool: { id: number; name: string }; people: { id: number; label: string }[]; refused?: RoutingActionData }) {
  const error = refused?.errors.staff;
  return (
    <Form method="post" className="form-inline" aria-label={`Add a member to ${pool.name}`}>
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="pool" value={pool.id} />
      <div className={`field${error ? " field--invalid" : ""}`}>
        <label htmlFor={`add-member-${pool.id}`} className="field__label">
          Add to {pool.name}
        </label>
        <select id={`add-member-${pool.id}`} name="staff" className="input" defaultValue={refused?.values.staff?.[0]} aria-describedby={error ? `add-member-${pool.id}-error` : undefined}>
          {people.map((person) => (
            <option key={person.id} value={person.id}>
              {person.label}
            </option>
          ))}
        </select>
        <FieldErrors id={`add-member-${pool.id}-error`} errors={error ? [error] : undefined} />
      </div>
      <TextInput id={`add-member-${pool.id}-weight`} name="weight" type="number" label="Weight" refused={refused} defaultValue="1" />
      <TextInput id={`add-member-${pool.id}-cap`} name="daily_cap" type="number" label="Daily cap (optional)" refused={refused} defaultValue="" />
      <button type="submit" name="intent" value="add-member" className="button button--primary" aria-label={`Add member to ${pool.name}`}>
        Add member
      </button>
    </Form>
  );
}
