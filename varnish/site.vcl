vcl 4.1;

# The site's own edge (docs/operations.md, "An edge of your own: Varnish"): keeps what the site's CDN_MODE=on headers
# let a shared cache keep and nothing else, serves a kept page while it asks the site again, and for up to a day while
# the site does not answer. Purges come from the site's purge webhook (CDN_PURGE_METHOD=PURGE), one address per call; a
# path ending in `*` is a prefix, banned. Where the site is and who may purge is origin.vcl's, the one file an operator
# edits (the compose file's `edge` profile mounts one for its network; `npm run drill` writes its own).
#
# Run with `-p http_gzip_support=off`: the site compresses its answers itself, brotli where the browser takes it, and
# Varnish's own gzip handling would ask it for gzip alone.

import std;

include "origin.vcl";

sub vcl_recv {
  # The address the visitor came from: Varnish appends its caller's. Behind a proxy the origin file names (Caddy),
  # that address is the proxy's own and the visitor's is the one it sent, so the site still counts each visitor apart.
  if (client.ip ~ forwarders && req.http.X-Forwarded-For ~ ",") {
    set req.http.X-Forwarded-For = regsub(req.http.X-Forwarded-For, ",\s*[^,]*$", "");
  }

  if (req.method == "PURGE") {
    if (client.ip !~ purgers) {
      return (synth(403, "Purges are accepted only from the addresses in origin.vcl's purgers"));
    }
    if (req.url ~ "\*$") {
      # A prefix: every kept answer whose address starts with it. A ban, checked as answers are next read and by
      # the ban lurker, on the address each answer was kept under (x-url), so the lurker can clear them unasked.
      std.ban("obj.http.x-url ~ ^" + regsuball(regsub(req.url, "\*$", ""), "([.?*+()\[\]{}|^$\\])", "\\\1"));
      if (std.ban_error() != "") {
        return (synth(400, "The ban was refused: " + std.ban_error()));
      }
      return (synth(200, "Banned"));
    }
    return (purge);
  }

  # Only reads are kept; the rest (contact messages, page-view reports, editors' saves) goes to the site as sent.
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # An editor signed in, or anything that carries a session: never from the cache, never into it.
  if (req.http.Authorization || req.http.Cookie) {
    return (pass);
  }
  # The API (a record's public files aside, which the site marks for shared caches), the admin and previews.
  if (req.url ~ "^/api/" && req.url !~ "^/api/files/") {
    return (pass);
  }
  if (req.url ~ "^/_(/|$)" || req.url ~ "[?&]preview=") {
    return (pass);
  }

  # One kept answer per set of encodings the site serves: its pages come gzipped, its built files as brotli or gzip
  # twins. Browsers' many spellings of Accept-Encoding come down to four.
  if (req.http.Accept-Encoding ~ "\bbr\b" && req.http.Accept-Encoding ~ "\bgzip\b") {
    set req.http.Accept-Encoding = "br, gzip";
  } elsif (req.http.Accept-Encoding ~ "\bbr\b") {
    set req.http.Accept-Encoding = "br";
  } elsif (req.http.Accept-Encoding ~ "\bgzip\b") {
    set req.http.Accept-Encoding = "gzip";
  } else {
    unset req.http.Accept-Encoding;
  }

  # A kept page past its time is served while it is fetched again for up to ten minutes (the site's
  # stale-while-revalidate); while the site does not answer its health check, for as long as the page is kept (a day).
  if (std.healthy(req.backend_hint)) {
    set req.grace = 10m;
  }
  return (hash);
}

sub vcl_hash {
  # The address alone: the site has one host name, and a purge from the site names the address only.
  hash_data(req.url);
  return (lookup);
}

sub vcl_backend_response {
  set beresp.http.x-url = bereq.url;
  # Kept only when the site says a shared cache may keep it, and nothing that sets a cookie. Varnish's own default (two
  # minutes for an answer that says nothing) never applies.
  if (beresp.http.Cache-Control !~ "(?i)(^|,)\s*public\s*(,|$)" || beresp.http.Cache-Control ~ "(?i)no-store|no-cache|private" || beresp.http.Set-Cookie) {
    set beresp.uncacheable = true;
    set beresp.ttl = 120s;
    return (deliver);
  }
  # The kept copy outlives its time by a day: served while the site is down (vcl_recv), and revalidated with its ETag
  # once the site is back, for a 304 rather than the whole page.
  set beresp.grace = 24h;
  set beresp.keep = 24h;
  return (deliver);
}

sub vcl_deliver {
  unset resp.http.x-url;
  # Whether this answer came from the edge's memory: what the drill and an operator's curl read.
  if (obj.hits > 0) {
    set resp.http.X-Cache = "hit";
  } else {
    set resp.http.X-Cache = "miss";
  }
}

sub vcl_synth {
  set resp.http.Content-Type = "text/plain; charset=utf-8";
  set resp.body = resp.reason + {"
"};
  return (deliver);
}
