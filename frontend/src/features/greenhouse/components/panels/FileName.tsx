import { shortPath, splitForEllipsis } from "../../lib/file-path";

/**
 * A file's name with its folder, truncated in the middle: the folder gives way first and the end of
 * the name (its `_n`/`_s` suffix) stays in view. The whole path is the title. The two drawn halves are
 * flex items, which Chrome reads as separate words ("block/ stone.png"), so they are hidden from
 * assistive tech and the row is named by the unbroken path instead.
 */
export function FileName({ path }: { path: string }) {
  const shown = shortPath(path);
  const { head, tail } = splitForEllipsis(shown);
  return (
    <span className="gh-file-name" title={path}>
      {head && (
        <span className="gh-file-head" aria-hidden>
          {head}
        </span>
      )}
      <span className="gh-file-tail" aria-hidden>
        {tail}
      </span>
      <span className="visually-hidden">{shown}</span>
    </span>
  );
}
