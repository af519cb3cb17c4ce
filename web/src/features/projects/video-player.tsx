import { useState } from "react";
import { embedUrl } from "../../../../shared/video-embed";
import { Icon } from "../../lib/icon";
import { arrowUpRight } from "../../lib/icons/arrow-up-right";
import { playFill } from "../../lib/icons/play-fill";

/** Nothing loads from the video host until the visitor presses play. */
export function VideoPlayer({ url, title }: { url: string; title: string }) {
  const [playing, setPlaying] = useState(false);
  const embed = embedUrl(url);
  if (!embed) {
    return (
      <p>
        <a className="text-link" href={url} rel="noopener noreferrer">
          Watch the film <Icon icon={arrowUpRight} />
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
            <Icon icon={playFill} /> Play the film
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
