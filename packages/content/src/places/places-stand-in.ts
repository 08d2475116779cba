/**
 * A local stand-in for the Places API (New) Place Details endpoint, for tests and for working offline: point
 * GOOGLE_PLACES_HOST at its `url`. It answers GET /v1/places/{id} with a Place Details JSON body (or with the
 * scripted failures: an HTTP status, a body that is not a place, or no answer in time) and records each request.
 */
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface StandInAnswer {
  /** @defaultValue 200 */
  status?: number;
  /** A JSON body (default: the stand-in's place). */
  json?: unknown;
  /** A raw body instead of JSON (e.g. "<html>" for a malformed answer). */
  body?: string;
  /** Wait this long before answering (longer than the client's timeout: a timeout). */
  delayMs?: number;
}

export interface StandInRequest {
  path: string;
  apiKey: string | undefined;
  fieldMask: string | undefined;
}

export interface PlacesStandIn {
  url: string;
  requests: StandInRequest[];
  /** Answers for the next requests, in order; after them, the place. */
  script(...answers: StandInAnswer[]): void;
  /** Replaces the place answered by default. */
  setPlace(place: unknown): void;
  close(): Promise<void>;
}

/** A fictional place in the Places API (New) shape, with five reviews (one of them four stars). */
export function standInPlace(placeId = "ChIJexamplePlaceId"): Record<string, unknown> {
  const review = (name: string, rating: number, text: string, publishTime: string, relative: string) => ({
    name: `places/${placeId}/reviews/${name.replace(/\W/g, "")}`,
    relativePublishTimeDescription: relative,
    rating,
    text: { text, languageCode: "en" },
    originalText: { text, languageCode: "en" },
    authorAttribution: {
      displayName: name,
      uri: `https://www.google.com/maps/contrib/${name.length}000`,
      photoUri: `//lh3.googleusercontent.com/a/example-${name.length}=s128-c0x00000000-cc-rp-mo`,
    },
    publishTime,
    googleMapsUri: `https://www.google.com/maps/reviews/data=${name.length}`,
  });
  return {
    id: placeId,
    displayName: { text: "Example Medicare Agency", languageCode: "en" },
    rating: 4.9,
    userRatingCount: 2314,
    googleMapsUri: `https://maps.google.com/?cid=${placeId.length}1234567890`,
    reviews: [
      review(
        "Ada Example",
        5,
        "They explained Plan G and Plan N side by side. No pressure at all.",
        "2026-11-02T15:04:05Z",
        "3 weeks ago",
      ),
      review(
        "Ben Sample",
        5,
        "Helped my mother switch drug plans during open enrollment.",
        "2026-10-20T10:00:00Z",
        "a month ago",
      ),
      review("Cy Placeholder", 4, "Good help, a short wait on the phone.", "2026-10-01T10:00:00Z", "a month ago"),
      review(
        "Dee Fictional",
        5,
        "Patient with all of my questions about Part B.",
        "2026-08-12T10:00:00Z",
        "3 months ago",
      ),
      review("Eve Standin", 5, "Clear answers about Medigap, in plain words.", "2026-06-30T10:00:00Z", "5 months ago"),
    ],
  };
}

export async function startPlacesStandIn(options: { place?: unknown } = {}): Promise<PlacesStandIn> {
  let place: unknown = options.place ?? standInPlace();
  const queue: StandInAnswer[] = [];
  const requests: StandInRequest[] = [];
  const server = createServer((request, response) => {
    const header = (name: string) => {
      const value = request.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    requests.push({ path: request.url ?? "", apiKey: header("x-goog-api-key"), fieldMask: header("x-goog-fieldmask") });
    const answer = queue.shift() ?? {};
    const send = () => {
      if (!/^\/v1\/places\/[^/?]+(\?.*)?$/.test(request.url ?? "")) {
        response.writeHead(404, { "content-type": "application/json" });
        response.end(JSON.stringify({ error: { code: 404, message: "Not found", status: "NOT_FOUND" } }));
        return;
      }
      const status = answer.status ?? 200;
      response.writeHead(status, { "content-type": answer.body === undefined ? "application/json" : "text/html" });
      if (answer.body !== undefined) response.end(answer.body);
      else if (answer.json !== undefined) response.end(JSON.stringify(answer.json));
      else if (status === 200) response.end(JSON.stringify(place));
      else
        response.end(
          JSON.stringify({
            error: {
              code: status,
              message: `Stand-in error ${status}`,
              status: status === 429 ? "RESOURCE_EXHAUSTED" : "INTERNAL",
            },
          }),
        );
    };
    if (answer.delayMs) setTimeout(send, answer.delayMs).unref();
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    script: (...answers) => queue.push(...answers),
    setPlace: (next) => {
      place = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
