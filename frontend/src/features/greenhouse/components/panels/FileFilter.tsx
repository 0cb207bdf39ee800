/** The path filter above a long file list, shared by the converted and the validated lists. */
export function FileFilterInput({ query, onChange }: { query: string; onChange: (query: string) => void }) {
  return (
    <input
      type="search"
      className="gh-search"
      placeholder="Filter by path"
      aria-label="Filter files"
      value={query}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** Says the list stops at its limit, so a pack's 2,000th file is found by filtering, not lost. */
export function FileListLimitNote({ shown, matching }: { shown: number; matching: number }) {
  if (matching <= shown) return null;
  return (
    <p className="muted small">
      Showing {shown} of {matching}; filter to find the rest.
    </p>
  );
}
