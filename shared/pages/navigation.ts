import type { Words } from "../languages/words/en";
import { fill } from "../languages/words/fill";

/** The not-found page's message: the address that has no page, as the visitor asked for it. */
export const pageNotFoundMessage = (path: string, words: Pick<Words, "errors">) => fill(words.errors.notFoundMessage, { path });
