/**
 * An article's body of about `bytes` bytes, as an editor writes a long one: paragraphs of prose with emphasis, links
 * and a heading now and then, ending with a sentence a test can look for on the page.
 */
export const LAST_SENTENCE = "This is the last sentence of a very long article.";

export function longBody(bytes: number): string {
  const paragraph = (n: number) =>
    `<p>Paragraph ${n}: the studio <strong>rebuilt</strong> the client's identity over <em>two seasons</em>, ` +
    `from the <a href="https://example.com/brief/${n}">first brief</a> to the signage &amp; the shop, ` +
    "with type, colour and motion worked out together in one room.</p>" +
    (n % 10 === 0 ? `<h2>Part ${n / 10}</h2>` : "");
  const parts: string[] = [];
  let size = 0;
  const end = `<p>${LAST_SENTENCE}</p>`;
  for (let n = 1; size + end.length < bytes; n++) {
    const next = paragraph(n);
    if (size + next.length + end.length > bytes) break;
    parts.push(next);
    size += next.length;
  }
  return parts.join("") + end;
}
