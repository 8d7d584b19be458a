// The worker as the tests run it: the production entry, plus test subclasses of its Durable Objects (bound in
// vitest.config.ts) where a test needs a seam that production classes should not carry.
import { Notifier } from "../../src/notifications/notifier";
import { CrashingOutbox } from "./crashing-outbox";
import { TunableOutbox } from "./tunable-outbox";
// A delivery kind, a balance-source kind and a bank format of the test build's own, one table line each.
import "./dummy-kinds";

export { default, CredentialKeeper, BalanceSources } from "../../src/index";
export { CrashingOutbox, TunableOutbox };

/** A mail as it passed through the `send_email` binding. */
export interface SentMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  headers: Record<string, string>;
}

/**
 * The Notifier as production has it, whose mails still go through the real `send_email` binding (miniflare
 * checks them as Cloudflare does) and are also kept here, for the tests to read (`mailsTo`).
 */
export class RecordingNotifier extends Notifier {
  readonly #sent: SentMail[];

  constructor(ctx: DurableObjectState, env: Env) {
    const sent: SentMail[] = [];
    // The production class is given an env whose NOTIFY_EMAIL keeps a copy of each mail it passes on.
    super(ctx, { ...env, NOTIFY_EMAIL: recording(env.NOTIFY_EMAIL, sent) });
    this.#sent = sent;
  }

  mailsTo(address: string): SentMail[] {
    return this.#sent.filter((m) => m.to === address);
  }
}

/** The `send_email` binding, keeping what it sends in `sent`. */
function recording(binding: SendEmail, sent: SentMail[]): SendEmail {
  return {
    async send(message: EmailMessage | EmailMessageBuilder) {
      const answer = await binding.send(message as EmailMessageBuilder);
      const built = message as EmailMessageBuilder;
      const from = typeof built.from === "string" ? built.from : built.from.email;
      const to = Array.isArray(built.to) ? built.to.join(", ") : String(built.to);
      sent.push({ from, to, subject: built.subject, text: built.text ?? "", headers: built.headers ?? {} });
      return answer;
    },
  } as SendEmail;
}

/** The bindings the tests add to the worker's own. */
export interface TestEnv extends Omit<Env, "NOTIFIER" | "OUTBOX"> {
  OUTBOX: DurableObjectNamespace<TunableOutbox>;
  CRASHING_OUTBOX: DurableObjectNamespace<CrashingOutbox>;
  NOTIFIER: DurableObjectNamespace<RecordingNotifier>;
}
