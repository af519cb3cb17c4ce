import { useState } from "react";
import { Icon } from "../../app/icon";

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

/** Nothing loads from the video host until the visitor presses play. */
export function VideoPlayer({ url, title }: { url: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  const embed = embedUrl(url);
  if (!embed) {
    return (
      <p>
        <a className="text-link" href={url} rel="noopener noreferrer">
          Watch the film <Icon name="arrow-up-right" />
        </a>
      </p>
    );
  }
  return (
    <div className="video">
      {playing ? (
        <iframe src={embed.src} title={`${title}: film`} allow="autoplay; fullscreen; picture-in-picture" allowFullScreen />
      ) : (
        <div className="video-consent">
          <button type="button" className="button" onClick={() => setPlaying(true)}>
            <Icon name="play-fill" /> Play the film
          </button>
          <p>
            Playing loads the video from {embed.host}, which may set cookies. Or{" "}
            <a href={url} rel="noopener noreferrer">
              watch it there
            </a>
            .
          </p>
        </div>
      )}
    </div>
  );
}
