import jpeg from "jpeg-js";
import type PocketBase from "pocketbase";
import { pbDate } from "../../shared/content/pb-date";

/** A small real JPEG, so file fields and thumbnails work as they do with editors' uploads. */
export function jpegBlob(width = 32, height = 20): Blob {
  const data = Buffer.alloc(width * height * 4, 0x80);
  return new Blob([new Uint8Array(jpeg.encode({ data, width, height }, 80).data)], { type: "image/jpeg" });
}

const HOUR = 3_600_000;
/** PocketBase's date format, offset from now. */
export const at = (offsetMs: number) => pbDate(Date.now() + offsetMs);
export const PAST = () => at(-24 * HOUR);
export const FUTURE = () => at(30 * 24 * HOUR);

export type Visibility = "published" | "draft" | "scheduled";

export function publishing(state: Visibility) {
  if (state === "draft") return { status: "draft", published_at: "" };
  return { status: "published", published_at: state === "scheduled" ? FUTURE() : PAST() };
}

export async function createProject(pb: PocketBase, fields: Record<string, unknown> = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries({
    title: `Project ${Math.random().toString(36).slice(2, 8)}`,
    // A published project needs its cover described (issue 22, item 15).
    cover_alt: "A test picture: a flat grey rectangle.",
    ...publishing("published"),
    ...fields,
  })) {
    form.append(key, String(value));
  }
  form.append("cover", jpegBlob(), "cover.jpg");
  return pb.collection("projects").create(form);
}

export async function createNews(pb: PocketBase, fields: Record<string, unknown> = {}) {
  return pb
    .collection("news")
    .create({ title: `News ${Math.random().toString(36).slice(2, 8)}`, ...publishing("published"), ...fields });
}

/** The status and field errors of a refused SDK call. */
export async function refusal(call: Promise<unknown>): Promise<{ status: number; data: Record<string, { message: string }> }> {
  try {
    await call;
  } catch (error) {
    const e = error as { status: number; response?: { data?: Record<string, { message: string }> } };
    return { status: e.status, data: e.response?.data ?? {} };
  }
  throw new Error("expected the call to be refused, but it succeeded");
}
