import { expect, it } from "vitest";
import { embedUrl } from "./video-embed";

it.each([
  ["https://vimeo.com/76979871", { src: "https://player.vimeo.com/video/76979871?dnt=1&autoplay=1", host: "vimeo.com" }],
  [
    "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
    { src: "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1", host: "youtube-nocookie.com" },
  ],
  [
    "https://youtu.be/aqz-KE-bpKQ",
    { src: "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1", host: "youtube-nocookie.com" },
  ],
  ["https://example.com/film.mp4", undefined],
  ["javascript:alert(1)", undefined],
  ["not a url", undefined],
  [
    "HTTPS://WWW.Vimeo.com/channels/staff/76979871#t=3",
    { src: "https://player.vimeo.com/video/76979871?dnt=1&autoplay=1", host: "vimeo.com" },
  ],
  [
    "https://youtube.com/watch?feature=share&v=aqz-KE-bpKQ&v=other",
    { src: "https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1", host: "youtube-nocookie.com" },
  ],
  ["https://vimeo.com.evil.example/76979871", undefined],
  ["https://user@vimeo.com/76979871", undefined],
])("%s", (url, embed) => {
  expect(embedUrl(url)).toEqual(embed);
});
