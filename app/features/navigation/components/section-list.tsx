import { Form, Link, useNavigation, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState, type DragEvent, type FormEvent } from "react";
import { RowSwitchForm } from "~/components/forms/row-switch-form";
import { navigationHref } from "../build-link";
import { itemAnchor } from "../item-anchor";
import type { NavigationRowFields } from "../nest-rows";
import { formatSnapshot, moveBefore } from "../reorder";

type Row = NavigationRowFields & { version: number };

interface SectionListProps<R extends Row> {
  label: string;
  rows: R[];
  childrenOf: (row: R) => R[];
  csrf: string;
  hydrated: boolean;
  /** False for items in no menu: their order means nothing. */
  movable?: boolean;
}

/**
 * One section's items in menu order, each with Edit, Move up / Move down (plain form
 * posts: they work without JavaScript and from the keyboard) and Hide / Show. With
 * JavaScript the rows can also be dragged; a drop posts the same reorder the buttons do.
 *
 * A move must not lose the item on a long page. Without JavaScript the page comes back at
 * the item's anchor (the form asks for it); with JavaScript the page stays where it is
 * (preventScrollReset) and focus goes back to the moved item's button, scrolled into view
 * only if the move took it out of view.
 */
export function SectionList<R extends Row>({
  label,
  rows,
  childrenOf,
  csrf,
  hydrated,
  movable = true,
}: SectionListProps<R>) {
  const submit = useSubmit();
  const [dragged, setDragged] = useState<number | null>(null);
  const snapshot = formatSnapshot(rows);
  const list = useRef<HTMLOListElement>(null);
  const moved = useRef<{ id: number; direction: string } | null>(null);
  const navigationState = useNavigation().state;

  useEffect(() => {
    if (navigationState !== "idle" || !moved.current) return;
    const { id, direction } = moved.current;
    moved.current = null;
    const item = list.current?.querySelector<HTMLElement>(`:scope > li[data-item-id="${id}"]`);
    const buttons = [...(item?.querySelectorAll<HTMLButtonElement>(":scope > .nav-admin__row button[name=direction]") ?? [])];
    const button = buttons.find((candidate) => candidate.value === direction && !candidate.disabled) ?? buttons.find((candidate) => !candidate.disabled);
    button?.focus({ preventScroll: true });
    item?.scrollIntoView({ block: "nearest" });
  }, [navigationState]);

  const rememberMove = (id: number) => (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    moved.current = { id, direction: submitter instanceof HTMLButtonElement ? submitter.value : "" };
  };

  const drop = (event: DragEvent, beforeId: number | null) => {
    event.preventDefault();
    event.stopPropagation();
    if (dragged === null || dragged === beforeId) return;
    const ids = rows.map((row) => row.id);
    const order = moveBefore(ids, dragged, beforeId);
    setDragged(null);
    if (!order || order.join(",") === ids.join(",")) return;
    submit(
      {
        csrf,
        intent: "reorder",
        id: String(dragged),
        before: beforeId === null ? "" : String(beforeId),
        siblings: snapshot,
      },
      { method: "post", preventScrollReset: true }
    );
  };

  return (
    <ol ref={list} className="nav-admin__list" aria-label={label}>
      {rows.map((row, index) => {
        const children = childrenOf(row);
        return (
          <li
            key={row.id}
            id={itemAnchor(row.id)}
            className={`nav-admin__item${row.hidden ? " nav-admin__item--hidden" : ""}${
              dragged === row.id ? " nav-admin__item--dragged" : ""
            }`}
            draggable={hydrated && movable ? true : undefined}
            data-item-id={row.id}
            onDragStart={(event) => {
              event.stopPropagation();
              event.dataTransfer.effectAllowed = "move";
              event.dataTransfer.setData("text/plain", String(row.id));
              setDragged(row.id);
            }}
            onDragEnd={() => setDragged(null)}
            onDragOver={(event) => {
              if (dragged !== null && rows.some((sibling) => sibling.id === dragged)) event.preventDefault();
            }}
            onDrop={(event) => drop(event, row.id === dragged ? null : row.id)}
          >
            <div className="nav-admin__row">
              <span className="nav-admin__title">
                {row.title}
                {row.hidden ? <span className="nav-admin__badge"> (hidden)</span> : null}
                <span className="nav-admin__link">{linkLabel(row)}</span>
              </span>
              <span className="nav-admin__buttons">
                <Link
                  to={`/admin/navigation?edit=${row.id}`}
                  className="button button--ghost nav-admin__button"
                  aria-label={`Edit ${row.title}`}
                >
                  Edit
                </Link>
                {movable ? (
                  <Form method="post" className="nav-admin__inline" preventScrollReset onSubmit={rememberMove(row.id)}>
                    <input type="hidden" name="csrf" value={csrf} />
                    <input type="hidden" name="intent" value="move" />
                    {hydrated ? null : <input type="hidden" name="return" value="item" />}
                    <input type="hidden" name="id" value={row.id} />
                    <input type="hidden" name="siblings" value={snapshot} />
                    <button
                      type="submit"
                      name="direction"
                      value="up"
                      className="button button--ghost nav-admin__button"
                      disabled={index === 0}
                      aria-label={`Move up ${row.title}`}
                    >
                      Move up
                    </button>
                    <button
                      type="submit"
                      name="direction"
                      value="down"
                      className="button button--ghost nav-admin__button"
                      disabled={index === rows.length - 1}
                      aria-label={`Move down ${row.title}`}
                    >
                      Move down
                    </button>
                  </Form>
                ) : null}
                <RowSwitchForm
                  csrf={csrf}
                  fields={{ id: row.id, version: row.version }}
                  intent={row.hidden ? "show" : "hide"}
                  label={row.hidden ? "Show" : "Hide"}
                  rowName={row.title}
                  className="nav-admin__inline"
                  buttonClassName="button button--ghost nav-admin__button"
                />
              </span>
            </div>
            {children.length > 0 ? (
              <SectionList
                label={`Items under ${row.title}`}
                rows={children}
                childrenOf={() => []}
                csrf={csrf}
                hydrated={hydrated}
              />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

function linkLabel(row: Row): string {
  const href = navigationHref({ slug: row.slug, link_url: row.linkUrl });
  return href ?? "never shown: its link is refused";
}
