import { sanitizeRichTextHtml } from "../../../../shared/content/rich-text-sanitizer";

/**
 * Editors' HTML (project and article bodies) as the server's pages may show it: the same policy the browser's
 * DOMPurify applies (shared/content/rich-text-policy.ts), by the shared room's sanitiser, which needs no DOM and runs
 * in PocketBase in time linear in the body's size (shared/content/rich-text-sanitizer.ts).
 */
export const sanitizeRichText = (html: string): string => sanitizeRichTextHtml(html);
