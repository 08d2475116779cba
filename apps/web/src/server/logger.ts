/**
 * The server's log: one line per event, written by pino (the field's logger for Node). LOG_FORMAT=json writes JSON
 * lines for a log collector (time, level, area, msg and, inside a request, requestId); the default, text, writes the
 * same events as plain lines for a person reading the journal (pino-pretty, synchronously, no colours).
 *
 * Every request gets an id (X-Request-Id, answered in the response's header too): the access line and every line the
 * server writes about the request (a failure, a refused webhook, a form post that could not be handed on: logInRequest)
 * carry it, so an operator can follow one visitor's request without knowing who they are. The id travels in the
 * request's context, not in an AsyncLocalStorage: on Node 20 that puts a hook on every promise the process makes,
 * which cost the busiest route (POST /api/leads) about a sixth of its throughput.
 *
 * No line holds personal data: the access line has the method, the path (never the query, which may hold a search or
 * a birth date), the status and the time taken; no address, no user agent, no body.
 */
import { format } from "node:util";
import type { Context, MiddlewareHandler } from "hono";
import { pino } from "pino";
import type { DestinationStream, Logger } from "pino";
import { PinoPretty } from "pino-pretty";
import type { LogFormat, LogLevel } from "../env.js";
import { logText } from "./log-text.js";

export type { Logger };

declare module "hono" {
  interface ContextVariableMap {
    /** The request's id, set by requestLog. */
    requestId: string;
  }
}

/** What logInRequest reads of a request's context (any Hono context, whatever its route's types). */
export interface RequestContext {
  get(key: "requestId"): string | undefined;
}

/** The id requestLog gave the request (undefined without requestLog, as in some tests). */
export function requestIdIn(context: RequestContext | undefined): string | undefined {
  return context?.get("requestId");
}

const REQUEST_ID_HEADER = "X-Request-Id";

/** The access line's own fields: shown in the text format's message, so not repeated after it. */
const ACCESS_FIELDS = ["method", "path", "status", "ms"];

export interface LoggerOptions {
  format: LogFormat;
  level: LogLevel;
  /** Where the lines go (default: standard output, written synchronously so nothing is lost at exit). */
  destination?: DestinationStream | NodeJS.WritableStream;
}

export function createLogger({ format, level, destination }: LoggerOptions): Logger {
  const options = {
    level,
    // No pid or host name: systemd and the collector know them; the lines stay short.
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
  };
  if (format === "json") {
    return pino(options, destination ?? pino.destination({ fd: 1, sync: true }));
  }
  return pino(
    options,
    PinoPretty({
      destination: destination ?? 1,
      sync: true,
      colorize: false,
      singleLine: true,
      translateTime: "SYS:yyyy-mm-dd HH:MM:ss.l",
      ignore: ["area", ...ACCESS_FIELDS].join(","),
      messageFormat: "{if area}[{area}] {end}{msg}",
    }),
  );
}

const AREA = /^\[([\w-]{1,40})\] ([\s\S]*)$/;

type Level = "debug" | "info" | "warn" | "error";

/** One console-style line ("[area] text") as a log event, with the request's id when there is one. */
function write(logger: Logger, level: Level, text: string, requestId?: string): void {
  const match = AREA.exec(text);
  const fields = { ...(requestId ? { requestId } : {}), ...(match ? { area: match[1] } : {}) };
  logger[level](fields, match ? match[2]! : text);
}

/** The logger routeConsole sends the console to (none before it is called, as in tests). */
let routed: Logger | undefined;

/**
 * Writes a line about the request `context` is handling ("[area] text", as on the console), with its id; without
 * routeConsole, or outside a request, it goes to the console as it is.
 */
export function logInRequest(level: Level, text: string, context?: RequestContext): void {
  const requestId = requestIdIn(context);
  if (routed && requestId) write(routed, level, text, requestId);
  // eslint-disable-next-line no-console -- the console is where every other line goes (routeConsole routes it)
  else console[level](text);
}

/** A module's `log` option that writes about the request it is given (logInRequest). */
export const requestWarning = (text: string, context?: RequestContext): void => logInRequest("warn", text, context);

/**
 * Sends the process's console lines (the server's modules, and the packages', log with console.info/warn/error and
 * an "[area] " prefix) through `logger`, one event a call: the prefix becomes the `area` field.
 */
export function routeConsole(logger: Logger): void {
  routed = logger;
  const at =
    (level: Level) =>
    (...args: unknown[]) =>
      write(logger, level, format(...args));
  // eslint-disable-next-line no-console -- replacing them is the point: their lines become log events
  console.debug = at("debug");
  // eslint-disable-next-line no-console -- as above
  console.log = at("info");
  console.info = at("info");
  console.warn = at("warn");
  console.error = at("error");
}

/** A proxy's request id is kept when it is a plain token of at most this many characters; otherwise a new one. */
const REQUEST_ID_MAX = 64;
const PLAIN_TOKEN = /^[\w\-=]+$/;

/** The request's id: the one a proxy sent (X-Request-Id), when it is a plain token, else a new one. */
export function requestIdOf(header: string | undefined): string {
  return header && header.length <= REQUEST_ID_MAX && PLAIN_TOKEN.test(header) ? header : crypto.randomUUID();
}

/**
 * Gives each request its id (requestIdOf), kept in its context for logInRequest, answers the id in the response's
 * X-Request-Id header and, with a logger, writes one access line when it is answered.
 */
export function requestLog(logger?: Logger): MiddlewareHandler {
  return async (context: Context, next) => {
    const requestId = requestIdOf(context.req.header(REQUEST_ID_HEADER));
    context.set("requestId", requestId);
    const started = performance.now();
    await next();
    // Set on the final answer, so also on one a handler built itself (a Response of its own, the error page).
    try {
      context.res.headers.set(REQUEST_ID_HEADER, requestId);
    } catch {
      // Immutable headers (a fetched response passed through): answered without the id.
    }
    if (!logger) return;
    const method = context.req.method;
    const path = logText(context.req.path, { max: 200 });
    const status = context.res.status;
    const ms = Math.round(performance.now() - started);
    logger.info({ requestId, area: "http", method, path, status, ms }, `${method} ${path} ${status} ${ms} ms`);
  };
}
