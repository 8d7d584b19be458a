// The worker as the tests run it: the production entry, plus test subclasses of its Durable Objects (bound in
// vitest.config.ts) where a test needs a seam that production classes should not carry.
import { BudgetApiError } from "../../src/budget-api";
import { Notifier } from "../../src/notifications/notifier";
import { deliveryTarget } from "../../src/outbox/target-for-version";
import { TunableOutbox } from "./tunable-outbox";
// A delivery kind, a balance-source kind and a bank format of the test build's own, one table line each.
import "./dummy-kinds";

export { default, CredentialKeeper, BalanceSources } from "../../src/index";
export { TunableOutbox };

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
  #sent: SentMail[] = [];

  protected override mailer(): SendEmail {
    const binding = super.mailer();
    const sent = this.#sent;
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

  mailsTo(address: string): SentMail[] {
    return this.#sent.filter((m) => m.to === address);
  }
}

/** The bindings the tests add to the worker's own. */
export interface TestEnv extends Omit<Env, "NOTIFIER" | "OUTBOX"> {
  OUTBOX: DurableObjectNamespace<TunableOutbox>;
  CRASHING_OUTBOX: DurableObjectNamespace<CrashingOutbox>;
  NOTIFIER: DurableObjectNamespace<RecordingNotifier>;
}

/**
 * An Outbox that can crash between a request's answer and its commit: the service has the batch, the Outbox
 * never stored its answer. When `crashAtAnswer` is n, the n-th answered insert of this instance resets the
 * object (`ctx.abort`, as the runtime does when an isolate dies), so the alarm that sent it fails and is
 * retried by a new instance (whose fields start over: it does not crash).
 */
export class CrashingOutbox extends TunableOutbox {
  crashAtAnswer: number | null = null;
  /** Likewise for attaching a file: the n-th answered attach of this instance resets the object. */
  crashAtAttach: number | null = null;
  /**
   * The n-th insert of this instance times out unanswered, and the service commits it late: just after it
   * answers the request that follows (a read-back, or the insert sent again).
   */
  commitLateAt: number | null = null;
  /**
   * The n-th insert of this instance is committed by the service, and its answer is then lost as a gateway loses it:
   * a 500, 502 or 504 error status, a connection cut, or our timeout.
   */
  failAfterCommitAt: number | null = null;
  failAfterCommitWith: 500 | 502 | 504 | "cut" | "timeout" = 502;
  #answers = 0;
  #attached = 0;
  #inserts = 0;
  #late: (() => Promise<unknown>) | null = null;

  protected override readonly makeDeliveryTarget: typeof deliveryTarget = (version, options) => {
    const target = deliveryTarget(version, options);
    const insert = target.insert.bind(target);
    const readBack = target.readBack.bind(target);
    const thenCommitLate = async <T>(answer: T): Promise<T> => {
      const late = this.#late;
      this.#late = null;
      await late?.();
      return answer;
    };
    target.insert = async (request) => {
      if (this.#inserts + 1 === this.failAfterCommitAt) {
        this.#inserts++;
        await insert(request);
        const lost = this.failAfterCommitWith;
        if (typeof lost === "number") throw new BudgetApiError("server", `${lost} simulated gateway error after commit`, lost);
        throw BudgetApiError.network(
          new Error(lost === "cut" ? "simulated connection cut after commit" : "simulated timeout after commit"),
        );
      }
      if (++this.#inserts === this.commitLateAt) {
        this.#late = () => insert(request);
        throw BudgetApiError.network(new Error("simulated timeout"));
      }
      const answer = await thenCommitLate(await insert(request));
      if (++this.#answers === this.crashAtAnswer) this.ctx.abort("simulated crash between send and commit");
      return answer;
    };
    target.readBack = async (scope, offset) => thenCommitLate(await readBack(scope, offset));
    const files = target.files;
    if (files) {
      const attach = files.attachFile.bind(files);
      files.attachFile = async (...args) => {
        const answer = await attach(...args);
        if (++this.#attached === this.crashAtAttach) this.ctx.abort("simulated crash between attach and commit");
        return answer;
      };
    }
    return target;
  };
}
