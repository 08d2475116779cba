/** `pnpm leads show ID [--json]`: one submission with its body, consent record and delivery attempts. */
import type { ConsentRecord, DeliveryAttempt, SubmissionRecord } from "../types.js";
import { expectPositionals } from "./cli-args.js";
import type { ParsedArgs } from "./cli-args.js";
import { bodyOf, notFound } from "./command-io.js";
import type { LeadsCommandIo } from "./command-io.js";
import { formatLocalTime, printable } from "./text-format.js";

/** One labelled value; a multi-line text continues indented under its label. */
function labelled(label: string, value: unknown, indent = "  "): string {
  let text: string;
  if (value === null || value === undefined || value === "") text = "-";
  else if (typeof value === "string") text = printable(value, true).replace(/\n/g, `\n${indent}  `);
  else text = printable(JSON.stringify(value));
  return `${indent}${label}: ${text}`;
}

/**
 * Whether the wording the browser sent is what the server served for that form. A mismatch is flagged in capitals
 * at the top of the consent record: the office must see it without reading the texts side by side.
 */
function wordingCheck(record: SubmissionRecord, consent: ConsentRecord): string {
  if (consent.wordingMatches === true) return "  wording check: the browser sent the wording the server served";
  if (consent.wordingMatches === false)
    return `  WORDING MISMATCH: ${printable(consent.mismatch ?? "the browser sent other wording than the server served (no details were recorded)")}`;
  const why =
    consent.mismatch ??
    (consent.served !== null
      ? "no comparison was recorded"
      : record.importedFrom !== null
        ? "served wording unknown (imported from the old file store, which did not record it)"
        : "served wording unknown (the site's details could not be read when it arrived)");
  return `  wording check: not compared: ${printable(why)}`;
}

function consentLines(record: SubmissionRecord): string[] {
  const { consent } = record;
  if (!consent) return ["Consent record:", "  -"];
  const { served } = consent;
  return [
    "Consent record:",
    wordingCheck(record, consent),
    "  sent by the browser:",
    labelled("consent text", consent.consentText, "    "),
    labelled("consent version", consent.consentVersion, "    "),
    labelled("disclosure text", consent.disclosureText, "    "),
    labelled("disclosure version", consent.disclosureVersion, "    "),
    ...(served
      ? [
          "  served by the server:",
          labelled("consent text", served.consentText, "    "),
          labelled("consent version", served.consentVersion, "    "),
          labelled("disclosure text", served.disclosureText, "    "),
          labelled("disclosure version", served.disclosureVersion, "    "),
        ]
      : ["  served by the server: unknown"]),
    labelled("TPMO disclaimer version", consent.tpmoDisclaimer?.version),
    labelled("TPMO disclaimer effective", consent.tpmoDisclaimer?.effectiveDate),
    labelled("page", consent.page),
    labelled("source", consent.source),
    labelled("received", consent.receivedAt),
    labelled("user agent", consent.userAgent),
  ];
}

const attemptLine = (attempt: DeliveryAttempt, index: number): string =>
  `    ${index + 1}. ${formatLocalTime(attempt.at)}  ${attempt.ok ? "ok" : "failed"}  ${attempt.status === 0 ? "no HTTP status" : `HTTP ${attempt.status}`}${attempt.error && attempt.error !== `HTTP ${attempt.status}` ? `  ${printable(attempt.error)}` : ""}  ${attempt.durationMs} ms`;

function deliveryLines(record: SubmissionRecord): string[] {
  const { delivery } = record;
  const at = (time: string) => `${formatLocalTime(time)} (${time})`;
  return [
    "Delivery:",
    labelled("state", delivery.state),
    ...(delivery.state === "dead" ? [labelled("dead reason", delivery.deadReason)] : []),
    ...(delivery.state === "pending"
      ? [labelled("next attempt", delivery.nextAttemptAt ? at(delivery.nextAttemptAt) : null)]
      : []),
    ...(delivery.attemptStartedAt ? [labelled("attempt under way since", delivery.attemptStartedAt)] : []),
    ...(delivery.leaseOwner
      ? [
          labelled(
            "held by",
            `${delivery.leaseOwner}${delivery.leaseUntil ? ` until ${formatLocalTime(delivery.leaseUntil)}` : ""}`,
          ),
        ]
      : []),
    ...(delivery.deliveredAt ? [labelled("delivered", at(delivery.deliveredAt))] : []),
    `  attempts: ${delivery.attempts.length === 0 ? "none" : delivery.attempts.length}`,
    ...delivery.attempts.map(attemptLine),
  ];
}

export function describeRecord(record: SubmissionRecord): string {
  const lines = [
    `${record.id}  ${record.kind}  ${printable(record.delivery.state)}`,
    labelled("received", `${formatLocalTime(record.receivedAt)} (${record.receivedAt})`, ""),
    labelled("Idempotency-Key", record.idempotencyKey, ""),
    ...(record.importedFrom ? [labelled("imported from", record.importedFrom, "")] : []),
    "",
    "Submission (the body sent to the webhook):",
    ...Object.entries(bodyOf(record)).map(([key, value]) => labelled(printable(key), value)),
    "",
    ...consentLines(record),
    "",
    ...deliveryLines(record),
  ];
  return `${lines.join("\n")}\n`;
}

export async function showCommand(parsed: ParsedArgs, io: LeadsCommandIo): Promise<number> {
  const [id] = expectPositionals(parsed, "show", ["id"]);
  const record = await io.store.get(id!);
  if (!record) return notFound(io, id!);
  await io.stdout(parsed.options.has("--json") ? `${JSON.stringify(record, null, 2)}\n` : describeRecord(record));
  return 0;
}
