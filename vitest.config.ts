import { cloudflareTest } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

// Keep every run offline: no telemetry, no download of the `Request.cf` placeholder.
process.env.WRANGLER_SEND_METRICS ??= "false";
process.env.CLOUDFLARE_CF_FETCH_ENABLED ??= "false";

export default defineConfig({
  plugins: [
    cloudflareTest(({ inject }) => ({
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: {
        bindings: {
          BUDGET_API_URL: `${inject("sandboxUrl")}/v2`,
          BUDGET_API_TOKEN: "dev-budget-token",
          INTAKE_API_KEY: "dev-intake-key",
        },
      },
    })),
  ],
  test: {
    globalSetup: ["./test/global-setup.ts"],
    include: ["test/**/*.test.ts"],
  },
});
