import { Form } from "@remix-run/react";
import { FieldErrors, FormAlert } from "~/components/forms/fields";
import type { TaskFormValues } from "~/features/lead-tasks/task-rules";
import type { StaffTime } from "../lead-view";

/** A lead's owner, the claim and reassign forms, and who owned it when (decision 072). */
export function LeadOwnerPanel({
  csrf,
  owner,
  ownership,
  assignments,
  timeZone,
}: {
  csrf: string;
  owner: string | null;
  ownership: { ownerId: number | null; canClaim: boolean; canReassign: boolean; staff: { id: number; name: string }[] };
  assignments: (StaffTime & { owner: string; reason: string; by: string })[];
  timeZone: string;
}) {
  return (
    <section className="panel" aria-labelledby="owner-title">
      <h2 id="owner-title">Owner</h2>
      <p>{owner ? `Owned by ${owner}.` : "Nobody owns this lead yet."}</p>
      {ownership.canClaim ? (
        <Form method="post">
          <input type="hidden" name="csrf" value={csrf} />
          <input type="hidden" name="intent" value="claim" />
          <p>
            <button type="submit" className="button button--primary">
              Claim this lead
            </button>
          </p>
        </Form>
      ) : null}
      {ownership.canReassign && ownership.staff.length > 0 ? (
        <Form method="post">
          <input type="hidden" name="csrf" value={csrf} />
          <input type="hidden" name="intent" value="reassign" />
          <input type="hidden" name="currentOwnerId" value={ownership.ownerId ?? ""} />
          <div className="field">
            <label htmlFor="lead-owner" className="field__label">
              Reassign to
            </label>
            <select id="lead-owner" name="ownerId" required defaultValue="" className="input">
              <option value="" disabled>
                Choose a colleague
              </option>
              {ownership.staff.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name}
                </option>
              ))}
            </select>
          </div>
          <p>
            <button type="submit" className="button button--ghost">
              Reassign
            </button>
          </p>
        </Form>
      ) : null}
      <h3>Assignment history</h3>
      {assignments.length === 0 ? (
        <p>No changes of owner yet.</p>
      ) : (
        <>
          <p className="timeline__meta">Your time: {timeZone}</p>
          <ol className="timeline">
            {assignments.map((line, index) => (
              <li key={index} className="timeline__item">
                <p className="timeline__meta">
                  <time dateTime={line.at}>{line.when}</time> · {line.reason} {line.by}
                </p>
                <p className="timeline__body">{line.owner}</p>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}

interface TaskView {
  id: number;
  title: string;
  due: StaffTime;
  done: StaffTime | null;
  createdBy: string;
  doneBy: string;
}

type TaskRefusal = { error: string; task?: { values: TaskFormValues; errors: Partial<Record<keyof TaskFormValues, string>> } };

/** A lead's dated tasks: the open ones with Mark done, the form to add one, and the done ones. */
export function LeadTasksPanel({
  csrf,
  tasks,
  timeZone,
  refused,
}: {
  csrf: string;
  tasks: { open: TaskView[]; done: TaskView[] };
  timeZone: string;
  refused?: TaskRefusal;
}) {
  const values = refused?.task?.values;
  const errors = refused?.task?.errors ?? {};
  const invalid = (field: keyof TaskFormValues) =>
    errors[field] ? { "aria-invalid": true as const, "aria-describedby": `task-${field}-error` } : {};
  return (
    <section className="panel" aria-labelledby="tasks-title">
      <h2 id="tasks-title">Tasks</h2>
      {tasks.open.length === 0 ? (
        <p>No open tasks. Add one to be reminded: it counts for when the lead is due and shows in your day.</p>
      ) : (
        <ul className="lead-tasks__list">
          {tasks.open.map((task) => (
            <li key={task.id}>
              <strong>{task.title}</strong> · due <time dateTime={task.due.at}>{task.due.when}</time>
              <Form method="post" className="lead-tasks__done-form">
                <input type="hidden" name="csrf" value={csrf} />
                <input type="hidden" name="intent" value="task-done" />
                <input type="hidden" name="taskId" value={task.id} />
                <button type="submit" className="button button--ghost">
                  Mark done<span className="visually-hidden">: {task.title}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      {/* A refused form mounts afresh so it shows what was typed. */}
      <Form method="post" key={values ? JSON.stringify(values) : "new"} aria-labelledby="task-form-title">
        <h3 id="task-form-title">Add a task</h3>
        {refused?.task ? <FormAlert messages={[refused.error]} /> : null}
        <input type="hidden" name="csrf" value={csrf} />
        <input type="hidden" name="intent" value="task" />
        <div className={`field${errors.title ? " field--invalid" : ""}`}>
          <label htmlFor="task-title" className="field__label">
            What is to be done
          </label>
          <input id="task-title" name="title" required maxLength={200} defaultValue={values?.title ?? ""} className="input" {...invalid("title")} />
          <FieldErrors id="task-title-error" errors={errors.title ? [errors.title] : undefined} />
        </div>
        <div className="lead-tasks__when">
          <div className={`field${errors.date ? " field--invalid" : ""}`}>
            <label htmlFor="task-date" className="field__label">
              Due on
            </label>
            <input id="task-date" name="date" type="date" required defaultValue={values?.date ?? ""} className="input" {...invalid("date")} />
            <FieldErrors id="task-date-error" errors={errors.date ? [errors.date] : undefined} />
          </div>
          <div className={`field${errors.time ? " field--invalid" : ""}`}>
            <label htmlFor="task-time" className="field__label">
              At (your time: {timeZone})
            </label>
            <input id="task-time" name="time" type="time" required defaultValue={values?.time ?? ""} className="input" {...invalid("time")} />
            <FieldErrors id="task-time-error" errors={errors.time ? [errors.time] : undefined} />
          </div>
        </div>
        <p>
          <button type="submit" className="button button--primary">
            Add task
          </button>
        </p>
      </Form>
      {tasks.done.length > 0 ? (
        <>
          <h3>Done</h3>
          <ul className="lead-tasks__list">
            {tasks.done.map((task) => (
              <li key={task.id}>
                {task.title} · done <time dateTime={task.done?.at}>{task.done?.when}</time> by {task.doneBy}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
