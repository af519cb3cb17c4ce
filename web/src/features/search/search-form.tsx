import type { KeyboardEvent, RefObject } from "react";
import { inLanguage } from "../../../../shared/languages/languages";
import { documentLanguage, words } from "../../lib/document-language";

interface SearchFormProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  /** Enter or the button: the app shows the results page. Without the app the form itself goes there (GET /search?q=). */
  onSubmit: () => void;
  field?: RefObject<HTMLInputElement | null>;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/** The search field and its button, on the search page and in the header's dialog. */
export function SearchForm({ id, value, onChange, onSubmit, field, onKeyDown }: SearchFormProps) {
  return (
    <search className="search-form">
      <form
        action={inLanguage(documentLanguage().prefix, "/search")}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <label className="visually-hidden" htmlFor={id}>
          {words().search.label}
        </label>
        <input
          ref={field}
          id={id}
          type="search"
          name="q"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
        />
        <button type="submit" className="button">
          {words().search.button}
        </button>
      </form>
    </search>
  );
}
