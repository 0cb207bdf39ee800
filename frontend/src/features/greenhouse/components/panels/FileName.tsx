import { BreakableText } from "../../../../components/BreakableText";
import { shortPath, splitFolder } from "../../lib/file-path";

/**
 * A file's name with its folder. The name is always drawn whole (a name wider than its row wraps after
 * a `_` or `-`, between words, rather than being cut); only the folder gives way behind an ellipsis.
 * The whole path is the title. The two drawn parts are flex items, which Chrome reads as separate words
 * ("block/ stone.png"), so they are hidden from assistive tech and the row is named by the unbroken path
 * instead.
 */
export function FileName({ path }: { path: string }) {
  const shown = shortPath(path);
  const { folder, name } = splitFolder(shown);
  return (
    <span className="gh-file-name" title={path}>
      {folder && (
        <span className="gh-file-head" aria-hidden>
          {folder}
        </span>
      )}
      <span className="gh-file-tail" aria-hidden>
        <BreakableText text={name} />
      </span>
      <span className="visually-hidden">{shown}</span>
    </span>
  );
}
