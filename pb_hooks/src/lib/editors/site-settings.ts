import { socialLinksProblem } from "../../../../shared/content/social-links";
import { fieldError } from "./field-error";

/** Refuses settings whose social links the footer could not draw safely, with a message under the field. */
export function checkSocialLinks(record: core.Record): void {
  const raw = record.getString("social_links");
  let value: unknown = null;
  try {
    value = raw === "" ? null : JSON.parse(raw);
  } catch {
    value = raw;
  }
  const problem = socialLinksProblem(value);
  if (problem) throw fieldError("social_links", problem);
}
