import { DurableObject } from "cloudflare:workers";
export class World extends DurableObject<Env> {}
export default { fetch: async () => Response.json({ ok: true }) } satisfies ExportedHandler<Env>;
