// The OAuth client the workers tests' Intake uses at the sandbox (registered by the global setup).
export const TEST_OAUTH_CLIENT = { id: "intake-test", secret: "intake-local-secret" } as const;
