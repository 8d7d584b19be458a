// The worker as the tests run it: the production entry, plus test subclasses of its Durable Objects (bound in
// vitest.config.ts) where a test needs a seam that production classes should not carry.
import { Outbox } from "../../src/outbox";
import { deliveryTarget } from "../../src/outbox/target-for-version";

export { default, Outbox, CredentialKeeper, BalanceSources } from "../../src/index";

/** The bindings the tests add to the worker's own. */
export interface TestEnv extends Env {
  CRASHING_OUTBOX: DurableObjectNamespace<CrashingOutbox>;
}

/**
 * An Outbox that can crash between a request's answer and its commit: the service has the batch, the Outbox
 * never stored its answer. When `crashAtAnswer` is n, the n-th answered insert of this instance resets the
 * object (`ctx.abort`, as the runtime does when an isolate dies), so the alarm that sent it fails and is
 * retried by a new instance (whose fields start over: it does not crash).
 */
export class CrashingOutbox extends Outbox {
  crashAtAnswer: number | null = null;
  /** Likewise for attaching a file: the n-th answered attach of this instance resets the object. */
  crashAtAttach: number | null = null;
  #answers = 0;
  #attached = 0;

  protected override readonly makeDeliveryTarget: typeof deliveryTarget = (version, options) => {
    const target = deliveryTarget(version, options);
    const insert = target.insert.bind(target);
    target.insert = async (request) => {
      const answer = await insert(request);
      if (++this.#answers === this.crashAtAnswer) this.ctx.abort("simulated crash between send and commit");
      return answer;
    };
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
