import { parseQuery } from "../pages/list-params";

// Read with a pattern, not `new URL`: PocketBase's JS engine has no URL, and the server's pages draw the same player.
const WEB_ADDRESS = /^https?:\/\/([^/?#:@\s]+)(?::\d+)?([^?#\s]*)(\?[^#\s]*)?(#\S*)?$/i;

/** The players embedUrl opens: the only frames the site's Content-Security-Policy allows (frame-src). */
export const VIDEO_FRAME_ORIGINS = ["https://player.vimeo.com", "https://www.youtube-nocookie.com"] as const;

/** A privacy-friendly embed address for the video hosts we know; other links are just linked. */
export function embedUrl(videoUrl: string): { src: string; host: string } | undefined {
  const parts = WEB_ADDRESS.exec(videoUrl.trim());
  if (!parts) return undefined;
  const host = (parts[1] ?? "").toLowerCase().replace(/^www\./, "");
  const path = parts[2] ?? "";
  if (host === "vimeo.com") {
    const id = path.split("/").find((part) => /^\d+$/.test(part));
    return id ? { src: `https://player.vimeo.com/video/${id}?dnt=1&autoplay=1`, host: "vimeo.com" } : undefined;
  }
  if (host === "youtube.com" || host === "youtu.be") {
    const v = parseQuery(parts[3] ?? "").v;
    const id = host === "youtu.be" ? path.slice(1) : Array.isArray(v) ? v[0] : v;
    return id && /^[\w-]{6,}$/.test(id)
      ? { src: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`, host: "youtube-nocookie.com" }
      : undefined;
  }
  return undefined;
}
