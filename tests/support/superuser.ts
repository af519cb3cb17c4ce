/** The superuser every integration test server has (tests/support/pocketbase.ts). */
export const SUPERUSER = { email: "tests@example.com", password: "integration-tests-1234" };
