/** `text` as a pattern that matches it literally: titles made by other tests have brackets, dots and the like. */
export const literally = (text = "") => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
