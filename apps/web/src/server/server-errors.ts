/**
 * What an error anywhere is answered with: 500 (or an HTTPException's own answer), JSON under /api/ and plain text
 * elsewhere, never with details, with the security headers; logged on one line without the visitor's input (the
 * route, not the address asked for).
 */
import type { Context, Hono, MiddlewareHandler } from "hono";
import type { BlankEnv } from "hono/types";
import { HTTPException } from "hono/http-exception";
import { routePath } from "hono/route";
import { logText } from "./log-text.js";
import { logInRequest } from "./logger.js";

/** Answers the app's errors; `headers` (the security headers) are set on each answer. */
export function answerErrors(app: Hono, headers: MiddlewareHandler): void {
  app.onError(async (error, context) => {
    let response: Response;
    if (error instanceof HTTPException) {
      response = error.getResponse();
    } else {
      logInRequest(
        "error",
        `[server] ${context.req.method} ${logText(routePath(context as Context))} failed: ${logText(error, { stack: true, max: 4000 })}`,
        context as Context,
      );
      const message = "Something went wrong on the server. Please try again shortly.";
      const api = context.req.path.startsWith("/api/");
      response = new Response(api ? JSON.stringify({ ok: false, error: message }) : message, {
        status: 500,
        // A Headers object, not a record: @hono/node-server's lightweight Response keeps later changes only then.
        headers: new Headers({
          "content-type": api ? "application/json; charset=utf-8" : "text/plain; charset=utf-8",
          "cache-control": "no-store",
        }),
      });
    }
    // Set the headers here too: an error thrown by a middleware outside them would otherwise answer without them.
    context.res = undefined;
    context.res = response;
    await headers(context as Context<BlankEnv, string>, () => Promise.resolve());
    return context.res;
  });
}
