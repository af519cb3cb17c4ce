import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { normaliseQuery, readSearchParam, type SearchRequest } from "../../../../shared/search/query";
import { words } from "../../lib/document-language";
import { Icon } from "../../lib/icon";
import { x } from "../../lib/icons/x";
import { holdScroll } from "../../motion/load-motion";
import { SearchForm } from "./search-form";
import { SearchOutcome } from "./search-outcome";
import { searchQuery } from "./search-query";

/** How long typing pauses before the dialog searches: each key would otherwise be a request. */
const TYPING_PAUSE_MS = 200;

/** The text once typing has paused. */
function usePaused(text: string): string {
  const [paused, setPaused] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setPaused(text), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return paused;
}

interface SearchDialogProps {
  open: boolean;
  /** How many times it has been opened: an opening drawn in one render with the close before it still opens it. */
  opened: number;
  /** Closed: the opening it closed. */
  onClose: (opened: number) => void;
}

/**
 * The header's search, opened by its button, `/` or Ctrl/⌘-K (web/src/app/site-header.tsx loads this on demand).
 * A modal `<dialog>`: the page behind is inert and holds still, focus starts in the field and returns where it was.
 * Results come as the visitor types; the arrow keys move between the field and the results, Enter in the field
 * opens the results page, Escape or a click outside closes it. It keeps its text while closed.
 */
export default function SearchDialog({ open, opened, onClose }: SearchDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const field = useRef<HTMLInputElement>(null);
  const opener = useRef<Element | null>(null);
  const [text, setText] = useState("");
  const typed = usePaused(text);
  const request = readSearchParam(typed) as SearchRequest;
  const search = useQuery({
    ...searchQuery(request.kind === "search" ? request.query : ""),
    enabled: request.kind === "search",
    // The last results stay while the next are on their way: the list does not flash empty at every key.
    placeholderData: keepPreviousData,
  });
  const navigate = useNavigate();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `opened` re-runs it for an opening drawn with the close before it.
  useEffect(() => {
    const element = dialog.current;
    if (!element || open === element.open) return;
    if (!open) return element.close();
    opener.current = document.activeElement;
    element.showModal();
    holdScroll(true);
    field.current?.select();
  }, [open, opened]);

  const close = () => dialog.current?.close();

  // Escape closes at once, even from a field with text in it (a search field would clear itself first).
  // Up and down move between the field and the results' links.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === "Escape") {
      event.preventDefault();
      close();
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const stops: Element[] = [
      ...(field.current ? [field.current] : []),
      ...(dialog.current?.querySelectorAll(".search-result-title a") ?? []),
    ];
    const at = stops.indexOf(document.activeElement as Element);
    const next = at < 0 ? undefined : stops[at + (event.key === "ArrowDown" ? 1 : -1)];
    if (!(next instanceof HTMLElement)) return;
    event.preventDefault();
    next.focus();
  };

  return (
    <dialog
      ref={dialog}
      className="search-dialog"
      aria-label={words().search.title}
      data-lenis-prevent
      onKeyDown={onKeyDown}
      onClose={() => {
        // Opened again before this close's event came: the visitor's latest word stands.
        if (dialog.current?.open) return;
        holdScroll(false);
        onClose(opened);
        // Back where the visitor was, unless a followed result has already moved on (the new page takes focus).
        if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus({ preventScroll: true });
      }}
      // A click on the backdrop lands on the dialog itself; its content fills it edge to edge.
      onClick={(event) => event.target === dialog.current && close()}
    >
      <div className="search-dialog-body">
        <div className="search-dialog-bar">
          <SearchForm
            id="search-dialog-query"
            value={text}
            onChange={setText}
            field={field}
            onSubmit={() => {
              const query = normaliseQuery(text);
              close();
              void navigate({ to: "/search", search: query ? { q: query } : {} });
            }}
          />
          <button type="button" className="search-dialog-close" onClick={close}>
            <Icon icon={x} />
            <span className="visually-hidden">{words().search.close}</span>
          </button>
        </div>
        <div className="search-dialog-results">
          <SearchOutcome request={request} search={search} level={3} onFollow={close} />
        </div>
        <p className="search-dialog-hint" aria-hidden="true">
          {words().search.hint}
        </p>
      </div>
    </dialog>
  );
}
