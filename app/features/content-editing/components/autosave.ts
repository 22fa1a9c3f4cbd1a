import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";

/** How long typing must pause before an editor's form saves itself (with JavaScript). */
export const AUTOSAVE_DELAY_MS = 4_000;

/**
 * An editor form that saves itself (intent "autosave") a few seconds after typing stops,
 * through a fetcher (`key` shares it with other parts of the page), without the files it
 * holds: attach `formRef` and `onInput` to the form. Nothing is sent while `enabled` is
 * false or before the first change.
 */
export function useAutosave<Data>({ enabled, fetcherKey }: { enabled: boolean; fetcherKey?: string }) {
  const fetcher = useFetcher<Data>(fetcherKey ? { key: fetcherKey } : undefined);
  const formRef = useRef<HTMLFormElement>(null);
  const [changes, setChanges] = useState(0);
  useEffect(() => {
    if (!enabled || changes === 0 || !formRef.current) return;
    const form = formRef.current;
    const timer = setTimeout(() => {
      const data = new FormData(form);
      for (const [name, value] of [...data.entries()]) if (typeof value !== "string") data.delete(name);
      data.set("intent", "autosave");
      fetcher.submit(data, { method: "post" });
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // Each change restarts the wait; the fetcher itself is stable enough for this.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [changes, enabled]);
  return { fetcher, formRef, onInput: () => setChanges((count) => count + 1) };
}
