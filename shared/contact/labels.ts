// How topics and budgets read, on the form and in the agency's notification mail.
import type { BUDGETS, TOPICS } from "./rules";

export const TOPIC_LABELS: Record<(typeof TOPICS)[number], string> = {
  "new-project": "A new project",
  careers: "Working with us",
  press: "Press",
  other: "Something else",
};

export const BUDGET_LABELS: Record<(typeof BUDGETS)[number], string> = {
  "under-10k": "Under €10k",
  "10k-25k": "€10k – €25k",
  "25k-50k": "€25k – €50k",
  "50k-100k": "€50k – €100k",
  "over-100k": "Over €100k",
  "not-sure": "Not sure yet",
};
