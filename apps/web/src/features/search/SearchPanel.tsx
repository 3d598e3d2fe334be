/** The sliding search panel of spec 1 §2, mounted by the shell. */
export function SearchPanel() {
  return null;
}
