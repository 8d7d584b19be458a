// An Outbox that can crash between a request's answer and its commit, or lose an answer the service committed.
// It wraps nothing of the production class: its alarm (where every delivery runs) runs inside an async context
// that the worker's fetch consults, so this instance's requests to the service pass through its faults and
// every other object's go straight out.
import { AsyncLocalStorage } from "node:async_hooks";
import { TunableOutbox } from "./tunable-outbox";

type Fetch = typeof fetch;
/** How one instance's delivery sends a request: its faults, then the network. */
type Sender = (request: Request, send: (request: Request) => Promise<Response>) => Promise<Response>;

const sending = new AsyncLocalStorage<Sender>();
const network: Fetch = globalThis.fetch.bind(globalThis);
// Installed once per isolate: outside a crashing Outbox's alarm, fetch is the network's own.
globalThis.fetch = ((input, init) => {
  const sender = sending.getStore();
  return sender ? sender(new Request(input, init), (r) => network(r)) : network(input, init);
}) as Fetch;

/** The budgeting service's requests, by what the delivery targets (v1 and v2 alike) send them for. */
const isInsert = (r: Request) => r.method === "POST" && /\/transactions$/.test(new URL(r.url).pathname);
const isReadBack = (r: Request) => r.method === "GET" && /\/transactions$/.test(new URL(r.url).pathname);
const isBalanceWrite = (r: Request) => r.method === "PUT" && /\/(manual_accounts|assets)\/\d+$/.test(new URL(r.url).pathname);
const isUpdate = (r: Request) => r.method === "PUT" && /\/transactions\/\d+$/.test(new URL(r.url).pathname);
const isAttach = (r: Request) => r.method === "POST" && /\/transactions\/\d+\/attachments$/.test(new URL(r.url).pathname);

/**
 * When `crashAtAnswer` is n, the n-th answered insert of this instance resets the object (`ctx.abort`, as the
 * runtime does when an isolate dies), so the alarm that sent it fails and is retried by a new instance (whose
 * fields start over: it does not crash).
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
  /** Likewise every insert from the n-th on: an outage of answers, the service committing each write. */
  failAfterCommitFrom: number | null = null;
  failAfterCommitWith: 500 | 502 | 504 | "cut" | "timeout" = 502;
  /** Every balance write of this instance is committed by the service, and its answer lost as a 502. */
  loseBalanceAnswers = false;
  /** Every update of a transaction (a bank row's takeover) is committed by the service, and its answer lost as a 502. */
  loseUpdateAnswers = false;
  /** Every file attached is kept by the service, and its answer lost as a 502. */
  loseAttachAnswers = false;
  /** After an answer lost (the three faults above), this many requests that follow fail with a 500 unsent: an outage. */
  outageAfterLoss = 0;
  #outage = 0;
  #answers = 0;
  #attached = 0;
  #inserts = 0;
  #late: (() => Promise<unknown>) | null = null;

  override async alarm(): Promise<void> {
    return sending.run(
      (request, send) => this.#send(request, send),
      () => super.alarm(),
    );
  }

  async #send(request: Request, send: (request: Request) => Promise<Response>): Promise<Response> {
    const thenCommitLate = async (answer: Response): Promise<Response> => {
      const late = this.#late;
      this.#late = null;
      await late?.();
      return answer;
    };
    if (isInsert(request)) {
      const from = this.failAfterCommitFrom;
      if (this.#inserts + 1 === this.failAfterCommitAt || (from !== null && this.#inserts + 1 >= from)) {
        this.#inserts++;
        await send(request);
        const lost = this.failAfterCommitWith;
        if (typeof lost === "number") return new Response("simulated gateway error after commit", { status: lost });
        throw new Error(lost === "cut" ? "simulated connection cut after commit" : "simulated timeout after commit");
      }
      if (++this.#inserts === this.commitLateAt) {
        const copy = request.clone();
        this.#late = () => send(copy);
        throw new Error("simulated timeout");
      }
      const answer = await thenCommitLate(await send(request));
      if (answer.ok && ++this.#answers === this.crashAtAnswer) this.ctx.abort("simulated crash between send and commit");
      return answer;
    }
    if (isReadBack(request)) return thenCommitLate(await send(request));
    if (this.#outage > 0) {
      this.#outage--;
      return new Response("simulated outage", { status: 500 });
    }
    const lose =
      (isBalanceWrite(request) && this.loseBalanceAnswers) ||
      (isUpdate(request) && this.loseUpdateAnswers) ||
      (isAttach(request) && this.loseAttachAnswers);
    if (lose) {
      await send(request);
      this.#outage = this.outageAfterLoss;
      return new Response("simulated gateway error after commit", { status: 502 });
    }
    const answer = await send(request);
    if (isAttach(request) && answer.ok && ++this.#attached === this.crashAtAttach)
      this.ctx.abort("simulated crash between attach and commit");
    return answer;
  }
}
