import { describe, expect, it } from "vitest";
import { addressBytes, isTrustedProxy, parseProxyNetworks, untrustedHeaders } from "./proxy-networks";

const v4 = (...bytes: number[]) => [...new Array(10).fill(0), 0xff, 0xff, ...bytes];

describe("addressBytes", () => {
  it.each<[string, number[] | null]>([
    ["127.0.0.1", v4(127, 0, 0, 1)],
    ["::ffff:127.0.0.1", v4(127, 0, 0, 1)],
    // Go's netip StringExpanded, which PocketBase's remoteIP() returns for IPv6.
    ["0000:0000:0000:0000:0000:0000:0000:0001", [...new Array(15).fill(0), 1]],
    ["::1", [...new Array(15).fill(0), 1]],
    ["[fd00::2]", [0xfd, 0, ...new Array(13).fill(0), 2]],
    ["2001:db8::", [0x20, 0x01, 0x0d, 0xb8, ...new Array(12).fill(0)]],
    ["256.0.0.1", null],
    ["1.2.3", null],
    ["1::2::3", null],
    ["1:2:3:4:5:6:7:8:9", null],
    ["proxy.internal", null],
    ["", null],
  ])("%s", (text, bytes) => {
    expect(addressBytes(text)).toEqual(bytes);
  });
});

describe("isTrustedProxy", () => {
  const networks = parseProxyNetworks("172.31.240.2, 10.8.0.0/16, fd00:1::/32");

  it.each<[string, boolean]>([
    ["172.31.240.2", true],
    ["172.31.240.3", false],
    ["172.31.240.1", false],
    ["10.8.255.1", true],
    ["10.9.0.1", false],
    ["fd00:1:ffff::1", true],
    ["fd00:2::1", false],
    ["::ffff:172.31.240.2", true],
    ["", false],
  ])("%s → %s", (remote, trusted) => {
    expect(isTrustedProxy(remote, networks)).toBe(trusted);
  });

  it("trusts no one when nothing is listed", () => {
    expect(isTrustedProxy("127.0.0.1", parseProxyNetworks(""))).toBe(false);
  });
});

describe("parseProxyNetworks", () => {
  it.each(["proxy.internal", "10.0.0.0/33", "fd00::/129", "10.0.0.1/8/1", "10.0.0.0/x"])("refuses %s by name", (entry) => {
    expect(() => parseProxyNetworks(`127.0.0.1, ${entry}`)).toThrow(`not "${entry}"`);
  });
});

describe("untrustedHeaders", () => {
  it("are the configured ones and the ones that tell the visitor's scheme and host", () => {
    expect(untrustedHeaders(["X-Forwarded-For"])).toEqual(["X-Forwarded-For", "X-Forwarded-Proto", "X-Forwarded-Host"]);
  });
});
