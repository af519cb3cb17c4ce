import { escapeHtml } from "../html";

/** An attribute's value: left out when undefined, null or false; `true` writes it empty, as React does. */
export type AttributeValue = string | number | boolean | undefined | null;

/** ` name="value"` for each attribute given, every value escaped. */
export function attributes(values: Record<string, AttributeValue>): string {
  let out = "";
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === false) continue;
    out += value === true ? ` ${name}=""` : ` ${name}="${escapeHtml(String(value))}"`;
  }
  return out;
}

/** An element around content that is already markup (escape text with `text` first). */
export const element = (name: string, attrs: Record<string, AttributeValue>, content: string) =>
  `<${name}${attributes(attrs)}>${content}</${name}>`;

/** Text an editor or a visitor wrote, made safe as element content. */
export const text = (value: string | number) => escapeHtml(String(value));

/** Markup for each item, joined: the list helpers of the screens. */
export const each = <T>(items: readonly T[], draw: (item: T, index: number) => string) => items.map(draw).join("");

/** Markup only when the condition holds (as `{condition && …}` in the app's screens). */
export const when = (condition: unknown, draw: () => string) => (condition ? draw() : "");
