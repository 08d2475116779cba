import { describe, expect, it } from "vitest";
import { describeMail, parseTrustProxy, readAppEnv, readDataDir, readPlacesEnv } from "./env.js";

describe("Google Places settings", () => {
  it("are off without GOOGLE_PLACES_API_KEY and GOOGLE_PLACE_ID", () => {
    expect(readPlacesEnv({})).toBeNull();
    expect(readAppEnv({}).googlePlaces).toBeNull();
  });

  it("take the key, the place id and an optional stand-in host", () => {
    expect(readPlacesEnv({ GOOGLE_PLACES_API_KEY: " key ", GOOGLE_PLACE_ID: "ChIJN1t_tDeuEmsRUsoyG83frY4" })).toEqual({
      apiKey: "key",
      placeId: "ChIJN1t_tDeuEmsRUsoyG83frY4",
    });
    expect(
      readPlacesEnv({
        GOOGLE_PLACES_API_KEY: "key",
        GOOGLE_PLACE_ID: "ChIJN1t_tDeuEmsRUsoyG83frY4",
        GOOGLE_PLACES_HOST: "http://127.0.0.1:8787",
      }),
    ).toMatchObject({ host: "http://127.0.0.1:8787" });
  });

  it("refuse half a configuration, a malformed place id or host, with a message naming them", () => {
    expect(() => readPlacesEnv({ GOOGLE_PLACES_API_KEY: "key" })).toThrow(
      /GOOGLE_PLACES_API_KEY and GOOGLE_PLACE_ID go together/,
    );
    expect(() => readPlacesEnv({ GOOGLE_PLACE_ID: "ChIJN1t_tDeuEmsRUsoyG83frY4" })).toThrow(/go together/);
    expect(() => readPlacesEnv({ GOOGLE_PLACES_API_KEY: "key", GOOGLE_PLACE_ID: "../etc" })).toThrow(
      /GOOGLE_PLACE_ID must be a Google place ID/,
    );
    expect(() =>
      readPlacesEnv({
        GOOGLE_PLACES_API_KEY: "k",
        GOOGLE_PLACE_ID: "ChIJN1t_tDeuEmsRUsoyG83frY4",
        GOOGLE_PLACES_HOST: "ftp://x",
      }),
    ).toThrow(/GOOGLE_PLACES_HOST must be an http\(s\) URL/);
  });

  it("keep the key out of the browser's configuration", () => {
    const env = readAppEnv({ GOOGLE_PLACES_API_KEY: "secret-key", GOOGLE_PLACE_ID: "ChIJN1t_tDeuEmsRUsoyG83frY4" });
    expect(JSON.stringify(env.publicConfig)).not.toContain("secret-key");
  });

  it("find DATA_DIR the way the server does", () => {
    expect(readDataDir({}, "/srv/site")).toBe("/srv/site/.data");
    expect(readDataDir({ DATA_DIR: "/var/lib/site" }, "/srv/site")).toBe("/var/lib/site");
    expect(readAppEnv({}, "/srv/site").dataDir).toBe(readDataDir({}, "/srv/site"));
  });
});

describe("SITE_DIR", () => {
  it("is the build folder's own when unset or empty, else an absolute folder", () => {
    expect(readAppEnv({}).siteDir).toBeUndefined();
    expect(readAppEnv({ SITE_DIR: "  " }).siteDir).toBeUndefined();
    expect(readAppEnv({ SITE_DIR: "/var/lib/tupelo-medicare/site" }).siteDir).toBe("/var/lib/tupelo-medicare/site");
    expect(readAppEnv({ SITE_DIR: "site" }, "/srv/app").siteDir).toBe("/srv/app/site");
  });
});

describe("TRUST_PROXY", () => {
  it("is off when unset, empty or false: the connection's address is the client", () => {
    expect(readAppEnv({}).trustProxy).toBe(false);
    expect(readAppEnv({ TRUST_PROXY: "" }).trustProxy).toBe(false);
    expect(readAppEnv({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(readAppEnv({ TRUST_PROXY: " FALSE " }).trustProxy).toBe(false);
    expect(readAppEnv({ TRUST_PROXY: "0" }).trustProxy).toBe(false);
  });

  it("takes true as one hop and a number as that many hops", () => {
    expect(readAppEnv({ TRUST_PROXY: "true" }).trustProxy).toEqual({ hops: 1 });
    expect(readAppEnv({ TRUST_PROXY: "1" }).trustProxy).toEqual({ hops: 1 });
    expect(readAppEnv({ TRUST_PROXY: "2" }).trustProxy).toEqual({ hops: 2 });
    expect(readAppEnv({ TRUST_PROXY: "10" }).trustProxy).toEqual({ hops: 10 });
  });

  it("takes a comma-separated list of proxy addresses, CIDR ranges and proxy-addr's keywords", () => {
    expect(readAppEnv({ TRUST_PROXY: "10.0.0.0/8,fd00::/8" }).trustProxy).toEqual({
      addresses: ["10.0.0.0/8", "fd00::/8"],
    });
    expect(readAppEnv({ TRUST_PROXY: " 10.0.0.0/8 , 192.0.2.7 ,, " }).trustProxy).toEqual({
      addresses: ["10.0.0.0/8", "192.0.2.7"],
    });
    expect(readAppEnv({ TRUST_PROXY: "loopback" }).trustProxy).toEqual({ addresses: ["loopback"] });
    expect(parseTrustProxy("loopback,linklocal,uniquelocal,2001:db8::/32")).toEqual({
      addresses: ["loopback", "linklocal", "uniquelocal", "2001:db8::/32"],
    });
  });

  it("refuses anything else with a message naming the allowed forms", () => {
    for (const value of ["11", "foo", "10.0.0.0/33", "10.0.0.0/8,foo", "1.5"]) {
      expect(parseTrustProxy(value)).toBeNull();
      expect(() => readAppEnv({ TRUST_PROXY: value })).toThrow(
        /TRUST_PROXY must be false, a number of proxy hops from 1 to 10 \(true is 1\), or a comma-separated list of proxy addresses and CIDR ranges such as 10\.0\.0\.0\/8,fd00::\/8 \(or loopback, linklocal, uniquelocal\)/,
      );
    }
  });
});

describe("every number and choice names what it accepts", () => {
  it.each([
    [{ PORT: "99999" }, /PORT must be a whole number from 1 to 65535/],
    [{ PORT: "abc" }, /PORT must be a whole number from 1 to 65535/],
    [{ SUBMISSION_RATE_LIMIT: "100000" }, /SUBMISSION_RATE_LIMIT must be a whole number from 0 to 10000/],
    [{ SUBMISSION_RETENTION_DAYS: "5" }, /from 30 to 36500/],
    [{ SOA_RETENTION_DAYS: "365" }, /SOA_RETENTION_DAYS must be a whole number of days from 3653 \(ten years/],
    [{ CONTENT_PASS_TIMEOUT: "5s" }, /CONTENT_PASS_TIMEOUT must be a duration from 30s to 6h/],
    [{ CONTENT_PROXY: "yes" }, /CONTENT_PROXY: .*"on"\|"off"/],
    [{ CONTENTFUL_PREVIEW_SECRET: "sixteen-characters" }, /at least 32 characters/],
  ])("%j", (env, message) => {
    expect(() => readAppEnv(env)).toThrow(message);
  });

  it("takes the defaults and the documented values", () => {
    const env = readAppEnv({ PORT: "8080", HOST: " ", CONTENT_PROXY: "on", CONTENT_PASS_TIMEOUT: "90s" });
    expect(env).toMatchObject({ port: 8080, host: "localhost", contentProxy: true, passTimeoutMs: 90_000 });
    expect(readAppEnv({})).toMatchObject({ port: 4173, contentProxy: false, passTimeoutMs: 600_000 });
    // Scope of Appointment records: ten years unless set longer.
    expect(readAppEnv({}).soaRetentionDays).toBe(3653);
    expect(readAppEnv({ SOA_RETENTION_DAYS: "4000" }).soaRetentionDays).toBe(4000);
  });
});

describe("transport in production", () => {
  const production = { NODE_ENV: "production" };

  it("refuses a PostgreSQL on another machine without TLS, in one sentence naming sslmode", () => {
    for (const url of [
      "postgres://site:pw@db.internal:5432/leads",
      "postgres://site:pw@db.internal:5432/leads?sslmode=prefer",
      "postgres://site:pw@db.internal:5432/leads?sslmode=disable",
      "postgresql://site@10.0.0.5/leads?sslmode=allow",
      // A host parameter wins over the address's own host.
      "postgres://site@localhost/leads?host=db.internal",
    ]) {
      expect(() => readAppEnv({ ...production, DATABASE_URL: url }), url).toThrow(
        /^Invalid server configuration: DATABASE_URL must require TLS in production .*sslmode=verify-full/,
      );
    }
  });

  it("takes TLS to a remote PostgreSQL, any address on this machine, and anything outside production", () => {
    for (const url of [
      "postgres://site:pw@db.internal:5432/leads?sslmode=verify-full",
      "postgres://site:pw@db.internal:5432/leads?sslmode=require",
      "postgres://site:pw@db.internal:5432/leads?sslmode=verify-ca",
      "postgres://postgres@127.0.0.1:5432/leads",
      "postgres://postgres@localhost/leads",
      "postgres://postgres@[::1]:5432/leads",
      "postgres://site@/leads?host=%2Fvar%2Frun%2Fpostgresql",
    ]) {
      expect(readAppEnv({ ...production, DATABASE_URL: url }).databaseUrl, url).toBe(url);
    }
    expect(readAppEnv({ DATABASE_URL: "postgres://site:pw@db.internal:5432/leads" }).databaseUrl).toBeDefined();
  });

  it("sends the Google key over https only (http only to this machine)", () => {
    const places = { GOOGLE_PLACES_API_KEY: "key", GOOGLE_PLACE_ID: "ChIJN1t_tDeuEmsRUsoyG83frY4" };
    expect(() => readPlacesEnv({ ...places, GOOGLE_PLACES_HOST: "http://places.example" })).toThrow(
      /GOOGLE_PLACES_HOST must be an https:\/\/ origin/,
    );
    expect(readPlacesEnv({ ...places, GOOGLE_PLACES_HOST: "https://places.example" })?.host).toBe(
      "https://places.example",
    );
    expect(readPlacesEnv({ ...places, GOOGLE_PLACES_HOST: "http://127.0.0.1:8787" })?.host).toBe(
      "http://127.0.0.1:8787",
    );
  });

  it("takes a HEALTH_TOKEN of 32 characters or more without spaces", () => {
    expect(readAppEnv({}).healthToken).toBeUndefined();
    expect(readAppEnv({ HEALTH_TOKEN: ` ${"a".repeat(32)} ` }).healthToken).toBe("a".repeat(32));
    expect(() => readAppEnv({ HEALTH_TOKEN: "a".repeat(31) })).toThrow(/HEALTH_TOKEN must be at least 32 characters/);
    expect(() => readAppEnv({ HEALTH_TOKEN: `${"a".repeat(20)} ${"b".repeat(20)}` })).toThrow(/HEALTH_TOKEN/);
  });

  it("reads the appointments' e-mail: off without SMTP_URL, MAIL_FROM required with it, reminders 24h by default", () => {
    expect(readAppEnv({}).mail).toBeNull();
    expect(describeMail(readAppEnv({}))).toMatch(/^Appointment e-mail: off \(SMTP_URL is not set\)/);
    const on = readAppEnv({
      SMTP_URL: "smtp://user:p%40ss@mail.example.com:587",
      MAIL_FROM: '"Example Medicare" <appointments@example.com>',
    });
    expect(on.mail).toEqual({
      smtpUrl: "smtp://user:p%40ss@mail.example.com:587",
      from: '"Example Medicare" <appointments@example.com>',
      officeEmail: undefined,
      reminderOffsetsMs: [24 * 3_600_000],
    });
    const line = describeMail(on);
    expect(line).toContain("smtp://mail.example.com:587");
    expect(line).not.toContain("p%40ss");
    expect(line).toContain("reminders 24h before");
    expect(line).toContain("change-or-cancel links off");
    expect(
      readAppEnv({
        SMTP_URL: "smtps://mail.example.com",
        MAIL_FROM: "appointments@example.com",
        OFFICE_EMAIL: "office@example.com",
        APPOINTMENT_REMINDERS: "2h,24h",
      }).mail,
    ).toMatchObject({ officeEmail: "office@example.com", reminderOffsetsMs: [24 * 3_600_000, 2 * 3_600_000] });
    expect(() => readAppEnv({ SMTP_URL: "smtp://mail.example.com" })).toThrow(/MAIL_FROM is required with SMTP_URL/);
    expect(() => readAppEnv({ SMTP_URL: "https://mail.example.com", MAIL_FROM: "a@example.com" })).toThrow(
      /SMTP_URL must be smtp:\/\//,
    );
    expect(() => readAppEnv({ MAIL_FROM: "not an address" })).toThrow(/MAIL_FROM must be an e-mail address/);
    expect(() => readAppEnv({ OFFICE_EMAIL: "a@example.com, b@example.com" })).toThrow(/OFFICE_EMAIL must be one/);
    expect(() => readAppEnv({ APPOINTMENT_REMINDERS: "soon" })).toThrow(/APPOINTMENT_REMINDERS: "soon"/);
  });

  it("takes an APPOINTMENT_LINK_SECRET of 32 characters or more", () => {
    expect(readAppEnv({}).appointmentLinkSecret).toBeUndefined();
    expect(readAppEnv({ APPOINTMENT_LINK_SECRET: "k".repeat(32) }).appointmentLinkSecret).toBe("k".repeat(32));
    expect(() => readAppEnv({ APPOINTMENT_LINK_SECRET: "k".repeat(31) })).toThrow(
      /APPOINTMENT_LINK_SECRET must be at least 32/,
    );
  });
});
