/** The resource library: buckets of resources (GET /wp/v2/resource?format=bucket). */
export function ResourceLibrary(_props: { bucket?: string }) {
  return null;
}
