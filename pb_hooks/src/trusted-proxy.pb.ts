// Forwarding headers count only from the proxies listed in TRUSTED_PROXY_IPS (decision 049). Priority -1050: before
// CORS (-1041), the request logger (-1040), the rate limiter (-1000) and our security headers (-1005), which all read
// the visitor's address or scheme.

routerUse(
  new Middleware(
    (e) => {
      const { dropUntrustedForwarding } = require(`${__hooks}/lib/trusted-proxy.js`) as typeof import("./lib/trusted-proxy");
      dropUntrustedForwarding(e, $os.getenv("TRUSTED_PROXY_IPS"));
      return e.next();
    },
    -1050,
    "siteTrustedProxy",
  ),
);
