import { describe, expect, it } from "vitest";
import { embedUrl, VIDEO_FRAME_ORIGINS } from "../../../../shared/content/video-embed";
import { CONTENT_SECURITY_POLICY, isAdminPath, securityHeaders } from "./policy";

const directive = (name: string) =>
  CONTENT_SECURITY_POLICY.split("; ").find((part) => part.startsWith(`${name} `)) ?? `(no ${name})`;

describe("the public site's Content-Security-Policy", () => {
  it("runs only the site's own scripts and styles: nothing inline, nothing evaluated", () => {
    expect(directive("default-src")).toBe("default-src 'self'");
    expect(directive("script-src")).toBe("script-src 'self'");
    expect(directive("style-src")).toBe("style-src 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });

  it("refuses plugins, other bases, foreign form targets and being framed", () => {
    expect(directive("object-src")).toBe("object-src 'none'");
    expect(directive("base-uri")).toBe("base-uri 'self'");
    expect(directive("form-action")).toBe("form-action 'self'");
    expect(directive("frame-ancestors")).toBe("frame-ancestors 'none'");
  });

  it("frames only the video players the site embeds", () => {
    expect(directive("frame-src")).toBe(`frame-src ${VIDEO_FRAME_ORIGINS.join(" ")}`);
    for (const video of [
      "https://vimeo.com/76979871",
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://youtu.be/dQw4w9WgXcQ",
    ]) {
      const src = embedUrl(video)?.src ?? "";
      expect(
        VIDEO_FRAME_ORIGINS.some((origin) => src.startsWith(`${origin}/`)),
        src,
      ).toBe(true);
    }
  });

  it("reports violations to the site's own endpoint", () => {
    expect(directive("report-uri")).toBe("report-uri /api/csp-report");
    expect(securityHeaders({ path: "/", https: false })["Reporting-Endpoints"]).toBe('csp="/api/csp-report"');
  });
});

describe("the other headers", () => {
  it("keep referrers short and turn unused features off, and leave the browser's process alone (no COOP)", () => {
    const headers = securityHeaders({ path: "/", https: false });
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["Permissions-Policy"]).toContain("camera=()");
    expect(headers["Permissions-Policy"]).toContain("geolocation=()");
    expect(headers["Cross-Origin-Opener-Policy"]).toBeUndefined();
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
  });

  it("add HSTS only over HTTPS", () => {
    expect(securityHeaders({ path: "/", https: false })["Strict-Transport-Security"]).toBeUndefined();
    expect(securityHeaders({ path: "/", https: true })["Strict-Transport-Security"]).toBe("max-age=31536000");
  });
});

describe("isAdminPath", () => {
  it.each([
    ["/_/", true],
    ["/_", true],
    ["/_/#/collections", true],
    ["/_x", false],
    ["/news/_/x", false],
    ["/", false],
  ])("%s → %s", (path, admin) => expect(isAdminPath(path)).toBe(admin));
});
