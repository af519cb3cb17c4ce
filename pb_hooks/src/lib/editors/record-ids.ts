import { fieldError } from "./field-error";

export const ID_CHOSEN_BY_SERVER = "Record ids are chosen by the server.";

/**
 * Refuses a visitor's create request that chooses the record's id. PocketBase accepts any unused id matching the
 * field's pattern from whoever may create, which would let a visitor pick addresses, probe which ids exist, or take
 * an id before the record it was meant for. An empty id asks for a new one, as sending none does.
 */
export function refuseChosenId(e: core.RecordRequestEvent): void {
  if (e.hasSuperuserAuth()) return;
  const id = (e.requestInfo().body as Record<string, unknown>).id;
  if (id !== undefined && id !== null && id !== "") throw fieldError("id", ID_CHOSEN_BY_SERVER);
}
