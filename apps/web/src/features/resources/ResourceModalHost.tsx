/** The resource modal and access-denied dialog of spec 1 §2 and §6, mounted once by the shell. */
export function ResourceModalHost() {
  return null;
}
