# Where the site is, and who may purge (varnish/site.vcl includes this file). As the compose file's `edge` profile
# runs it: the site's container and Caddy at their fixed addresses (docker-compose.yml). Elsewhere, name your own.

backend site {
  .host = "172.31.240.4";
  .port = "8090";
  # Past this, an answer is the site not answering: a kept page is served instead while it has one.
  .first_byte_timeout = 30s;
  .probe = {
    .url = "/api/health";
    .interval = 2s;
    .timeout = 1s;
    .window = 3;
    .threshold = 2;
  }
}

# The site's purge webhook calls from here (CDN_PURGE_URL=http://172.31.240.3, CDN_PURGE_METHOD=PURGE).
acl purgers {
  "172.31.240.4";
  "127.0.0.1";
}

# A proxy in front whose X-Forwarded-For names the visitor (Caddy, the `tls` profile).
acl forwarders {
  "172.31.240.2";
}
