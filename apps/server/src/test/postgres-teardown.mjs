export default async function teardown() {
  await globalThis.__campusPostgres?.stop();
}
