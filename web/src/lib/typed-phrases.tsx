import { type TypedPhrases as Phrases, TYPED_CLASS } from "../../../shared/content/typed-phrases";
import "./typed-phrases.css";

/**
 * Phrases typed in turn (`data-typed`), drawn as the motion effect types them and as the server's page draws them
 * (server/render.tsx): the first phrase whole, every phrase in a label for assistive technology. The effect
 * types into this markup rather than replacing it, so the text on screen at first paint stays the same element.
 */
export function TypedPhrases({ phrases, className }: { phrases: Phrases; className?: string }) {
  return (
    <span className={className} data-typed data-typed-words={phrases.phrases.join("\n")}>
      <span className={TYPED_CLASS.label}>{phrases.label}</span>
      <span className={TYPED_CLASS.frame}>
        <span className={TYPED_CLASS.room} aria-hidden="true">
          {phrases.longest}
        </span>
        <span className={TYPED_CLASS.text} aria-hidden="true">
          {phrases.first}
        </span>
      </span>
    </span>
  );
}
