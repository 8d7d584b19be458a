import { DurableObject } from "cloudflare:workers";
export class Outbox extends DurableObject<Env> {}
export default { fetch: async () => new Response("intake") } satisfies ExportedHandler<Env>;
