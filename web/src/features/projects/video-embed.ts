/** A privacy-friendly embed address for the video hosts we know; other links are just linked. */
export function embedUrl(videoUrl: string): { src: string; host: string } | undefined {
  let url: URL;
  try {
    url = new URL(videoUrl);
  } catch {
    return undefined;
  }
  const host = url.hostname.replace(/^www\./, "");
  if (host === "vimeo.com") {
    const id = url.pathname.split("/").find((part) => /^\d+$/.test(part));
    return id ? { src: `https://player.vimeo.com/video/${id}?dnt=1&autoplay=1`, host: "vimeo.com" } : undefined;
  }
  if (host === "youtube.com" || host === "youtu.be") {
    const id = host === "youtu.be" ? url.pathname.slice(1) : url.searchParams.get("v");
    return id && /^[\w-]{6,}$/.test(id)
      ? { src: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`, host: "youtube-nocookie.com" }
      : undefined;
  }
  return undefined;
}
