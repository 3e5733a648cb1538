// Where the mock will send a webhook with no host allowed: loopback however the address is spelled (the URL
// parser normalises 0x7f000001, 127.1, 2130706433 to 127.0.0.1), and nothing that only looks like loopback (a
// name that starts with it, an IPv4-mapped IPv6 address, a trailing dot, the
// unspecified address). A URL carrying a user name or password is refused too: fetch will not send one, so
// every attempt would fail.
import { describe, expect, it } from "vitest";
import { webhookTargetProblem } from "../../../../src/core/service/webhooks/targets.js";

describe("webhookTargetProblem with no host allowed", () => {
  it.each([
    "http://127.0.0.1:9/hook",
    "http://127.255.255.254/hook",
    "http://0x7f000001/hook",
    "http://127.1/hook",
    "http://2130706433/hook",
    "http://017700000001/hook",
    "http://localhost:8080/hook",
    "http://LOCALHOST/hook",
    "http://[::1]:9/hook",
    "http://[0:0:0:0:0:0:0:1]/hook",
    "https://127.0.0.1/hook#fragment",
  ])("sends to the loopback address %s", (url) => {
    expect(webhookTargetProblem(url, [])).toBeUndefined();
  });

  it.each([
    "http://[::ffff:127.0.0.1]/hook",
    "http://localhost.evil.test/hook",
    "http://127.0.0.1.nip.io/hook",
    "http://localhost./hook",
    "http://0.0.0.0/hook",
    "http://[::]/hook",
    "http://169.254.169.254/latest/meta-data",
    "http://xn--lcalhost-9za/hook",
  ])("refuses %s as not loopback", (url) => {
    expect(webhookTargetProblem(url, [])).toContain("loopback addresses only");
  });

  it.each(["file:///etc/passwd", "ftp://127.0.0.1/hook", "gopher://127.0.0.1:6379/_FLUSHALL", "not a url"])(
    "refuses %s as not an http address",
    (url) => {
      expect(webhookTargetProblem(url, [])).toBeDefined();
    },
  );

  it.each([
    "http://user:pass@127.0.0.1:9/hook",
    "http://evil.test@127.0.0.1/hook",
    "http://127.0.0.1@evil.test/hook",
    "http://:token@localhost/hook",
  ])("refuses %s, whose credentials fetch would never send", (url) => {
    expect(webhookTargetProblem(url, [])).toContain("user name or password");
    expect(webhookTargetProblem(url, ["127.0.0.1", "localhost"])).toContain("user name or password");
  });

  it("lets an allowed host through only by its exact name", () => {
    expect(webhookTargetProblem("https://HOOKS.example.com/stt", ["hooks.example.com"])).toBeUndefined();
    expect(webhookTargetProblem("https://hooks.example.com.evil.test/stt", ["hooks.example.com"])).toBeDefined();
    expect(webhookTargetProblem("https://evil.hooks.example.com/stt", ["hooks.example.com"])).toBeDefined();
  });
});
