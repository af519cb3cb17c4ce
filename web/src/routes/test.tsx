import { createFileRoute, Link } from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import { STYLE_GUIDE_TITLE } from "../../../shared/pages/titles";
import type { PageContent } from "../../../shared/pages/view";
import { stillOnArrival } from "../app/start/first-page";
import { presetNames } from "../motion/presets";
import "./test.css";

export const Route = createFileRoute("/test")({
  staticData: { layout: "empty" },
  // The page the document arrived with keeps the server's head (app/start/first-page.ts), as every route's does: React would
  // otherwise take the server's <title> over as it hydrates, and the arrived head's removal would take it away.
  loader: () => ({ kind: "style-guide", title: STYLE_GUIDE_TITLE }) satisfies PageContent,
  head: () => (stillOnArrival() ? {} : { meta: [{ title: STYLE_GUIDE_TITLE }, { name: "robots", content: "noindex" }] }),
  component: TestPage,
});

function Demo({ label, code, children }: { label: string; code: string; children: ReactNode }) {
  return (
    <figure className="demo">
      {children}
      <figcaption>
        <strong>{label}</strong> <code>{code}</code>
      </figcaption>
    </figure>
  );
}

/** The motion system's visual spec and the e2e fixture: every preset, modifier, trigger and effect, labelled. */
function TestPage() {
  const [panel, setPanel] = useState(false);

  return (
    <div className="style-guide container">
      <header className="guide-intro">
        <p className="eyebrow">Motion style guide</p>
        <h1>Motion style guide</h1>
        <p className="lede">
          Every preset, trigger and effect the site uses, as markup. Scroll down: each entrance plays once, when it comes into
          view. With reduced motion, everything is simply there.
        </p>
        <nav aria-label="Sections" className="guide-nav">
          <a href="#presets">Presets</a> <a href="#modifiers">Modifiers</a> <a href="#breakpoints">Breakpoints</a>{" "}
          <a href="#triggers">Triggers</a> <a href="#effects">Effects</a> <Link to="/work">Leave with a transition</Link>
        </nav>
      </header>

      <section id="presets" aria-labelledby="presets-title">
        <h2 id="presets-title">Entrance presets</h2>
        <div className="demo-grid">
          {presetNames()
            .filter((name) =>
              ["slide-left", "slide-right", "slide-top", "slide-bottom", "scale", "scale-full", "fade"].includes(name),
            )
            .map((name) => (
              <Demo key={name} label={name} code={`data-animate="${name}"`}>
                <div className="swatch" data-animate={name} data-testid={`preset-${name}`}>
                  {name}
                </div>
              </Demo>
            ))}
        </div>
      </section>

      <section id="modifiers" aria-labelledby="modifiers-title">
        <h2 id="modifiers-title">Modifiers</h2>
        <div className="demo-grid">
          <Demo label="delay (500 ms)" code='data-animate="fade.delay"'>
            <div className="swatch" data-animate="fade.delay" data-testid="modifier-delay">
              delay
            </div>
          </Demo>
          <Demo label="delay 800 ms" code='data-animate="fade.delay:800"'>
            <div className="swatch" data-animate="fade.delay:800" data-testid="modifier-delay-800">
              delay:800
            </div>
          </Demo>
          <Demo label="duration 1.2 s" code='data-animate="slide-bottom.duration:1.2"'>
            <div className="swatch" data-animate="slide-bottom.duration:1.2" data-testid="modifier-duration">
              duration:1.2
            </div>
          </Demo>
          <Demo label="stagger (0.2 s)" code='data-animate="slide-bottom.stagger"'>
            <ul className="stagger" data-animate="slide-bottom.stagger" data-testid="modifier-stagger">
              {[1, 2, 3, 4, 5].map((n) => (
                <li key={n} className="dot">
                  {n}
                </li>
              ))}
            </ul>
          </Demo>
        </div>
      </section>

      <section id="breakpoints" aria-labelledby="breakpoints-title">
        <h2 id="breakpoints-title">Breakpoints (768 px)</h2>
        <div className="demo-grid">
          <Demo label="desktop-only" code='data-animate="scale.desktop-only"'>
            <div className="swatch" data-animate="scale.desktop-only" data-testid="desktop-only">
              animates from 768 px
            </div>
          </Demo>
          <Demo label="mobile-only" code='data-animate="scale.mobile-only"'>
            <div className="swatch" data-animate="scale.mobile-only" data-testid="mobile-only">
              animates below 768 px
            </div>
          </Demo>
        </div>
      </section>

      <section id="triggers" aria-labelledby="triggers-title">
        <h2 id="triggers-title">Triggers</h2>
        <div className="demo-grid">
          <Demo label="hover (tracked on the button, which stays put)" code='data-animate="slide-bottom" data-animate-on="hover"'>
            <button type="button" className="swatch hover-target" data-testid="trigger-hover">
              <span data-animate="slide-bottom" data-animate-on="hover">
                hover or focus me
              </span>
            </button>
          </Demo>
          <Demo label="state" code='data-animate-on="state" data-state="on|off"'>
            <div className="state-demo">
              <button type="button" className="button ghost" aria-pressed={panel} onClick={() => setPanel((on) => !on)}>
                {panel ? "Hide the panel" : "Show the panel"}
              </button>
              <div
                className="swatch"
                data-animate="slide-top"
                data-animate-on="state"
                data-state={panel ? "on" : "off"}
                data-testid="trigger-state"
              >
                panel
              </div>
            </div>
          </Demo>
          <Demo label="parallax" code='data-parallax="0.4"'>
            <div className="parallax-frame">
              <div className="swatch" data-parallax="0.4" data-testid="trigger-parallax">
                parallax
              </div>
            </div>
          </Demo>
        </div>
        <div className="pin-stage">
          <div className="swatch pin-block" data-pin data-testid="trigger-pin">
            pinned: start “center center”, end “+=1000”
          </div>
        </div>
      </section>

      <section id="effects" aria-labelledby="effects-title">
        <h2 id="effects-title">Effects</h2>
        <div className="demo-grid">
          {(["weak", "weaker", "strong", "stronger"] as const).map((strength) => (
            <Demo key={strength} label={`magnetic ${strength}`} code={`data-magnetic="${strength}"`}>
              <button type="button" className="button" data-magnetic={strength} data-testid={`magnetic-${strength}`}>
                {strength}
              </button>
            </Demo>
          ))}
        </div>
        <div className="demo-grid">
          {(["slow", "default", "fast"] as const).map((speed) => (
            <Demo key={speed} label={`typed, ${speed}`} code={`data-typed data-typed-speed="${speed}"`}>
              <p
                className="typed-demo"
                data-typed
                data-typed-speed={speed === "default" ? undefined : speed}
                data-testid={`typed-${speed}`}
              >
                Motion with meaning, typed at {speed} speed.
              </p>
            </Demo>
          ))}
          <Demo label="typed phrases" code='data-typed data-typed-words="…"'>
            <p
              className="typed-demo"
              data-typed
              data-typed-words={"brands people remember\nproducts people enjoy"}
              data-testid="typed-words"
            >
              brands people remember
            </p>
          </Demo>
        </div>
        <Demo label="draggable, with inertia" code="data-draggable">
          <div className="drag-area">
            <div className="swatch drag-block" data-draggable data-testid="draggable">
              drag me
            </div>
          </div>
        </Demo>
      </section>

      <footer className="guide-end" id="end">
        <p>
          End of the guide. <a href="#presets">Back to the presets</a>
        </p>
      </footer>
    </div>
  );
}
