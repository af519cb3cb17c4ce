import { useState } from "react";
import { embedUrl } from "../../../../shared/content/video-embed";
import { fill } from "../../../../shared/languages/words/fill";
import { words } from "../../lib/document-language";
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
  const said = words().project;
  return (
    <div className="video">
      {playing ? (
        <iframe
          src={embed.src}
          title={fill(said.film, { title })}
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
        />
      ) : (
        <div className="video-consent">
          <button type="button" className="button" onClick={() => setPlaying(true)}>
            <Icon icon={playFill} /> {said.play}
          </button>
          <p>
            {fill(said.playingLoads, { host: embed.host })}
            <a href={url} rel="noopener noreferrer">
              {said.watchThere}
            </a>
            .
          </p>
        </div>
      )}
    </div>
  );
}
