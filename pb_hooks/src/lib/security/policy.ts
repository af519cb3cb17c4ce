import { VIDEO_FRAME_ORIGINS } from "../../../../shared/content/video-embed";

/** Where browsers send Content-Security-Policy violations (csp-report.ts). */
export const CSP_REPORT_PATH = "/api/csp-report";

/** What the report endpoint says to a body it cannot read. */
export const CSP_REPORT_REFUSALS = {
  notJson: "A Content-Security-Policy report must be JSON.",
  notAReport: 'A Content-Security-Policy report holds a "csp-report" object or a list of "csp-violation" reports.',
} as const;

/**
 * The public site's Content-Security-Policy (decision 082): its own scripts, styles, fonts, pictures and API only.
 * No inline script or style may run (the page's JSON data blocks are data, never run); no plugin; no <base>; forms
 * post only here; no site may frame it. Frames: only the two video players, which the app opens only after the
 * visitor asked for the video (the consent step, web/src/features/projects/video-player.tsx).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "media-src 'self'",
  `frame-src ${VIDEO_FRAME_ORIGINS.join(" ")}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  `report-uri ${CSP_REPORT_PATH}`,
  "report-to csp",
].join("; ");

/** Powerful features the site never uses, off for it and for any frame it opens. */
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
  "browsing-topics=()",
].join(", ");

/** One year, sub-domains left to ops (they may serve other things); sent only over HTTPS. */
const STRICT_TRANSPORT_SECURITY = "max-age=31536000";

export interface RequestFacts {
  path: string;
  /** Whether the visitor's connection is HTTPS: TLS to this process, or a trusted proxy saying so. */
  https: boolean;
}

/** The admin (/_/) keeps PocketBase's own headers, its CSP included. */
export const isAdminPath = (path: string) => path === "/_" || path.startsWith("/_/");

/**
 * The headers every answer of the public site carries. No Cross-Origin-Opener-Policy (decision 082): it made the
 * browser swap its process on every visit (Lighthouse's empty page from 100 to 86-96), and the public site has no
 * visitor state for another window to reach and opens no popups.
 */
export function securityHeaders({ https }: RequestFacts): Record<string, string> {
  return {
    "Content-Security-Policy": CONTENT_SECURITY_POLICY,
    "Reporting-Endpoints": `csp="${CSP_REPORT_PATH}"`,
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS_POLICY,
    "X-Content-Type-Options": "nosniff",
    ...(https ? { "Strict-Transport-Security": STRICT_TRANSPORT_SECURITY } : {}),
  };
}
