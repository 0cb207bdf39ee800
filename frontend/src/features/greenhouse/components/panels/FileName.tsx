import { Fragment } from "react";
import { shortPath, splitFolder } from "../../lib/file-path";

/** The name with a break opportunity after each `_` and `-`, so a name too long for its row wraps
 * between words ("stripped_bamboo_block_top_" / "n.png") instead of being cut or breaking mid-word. */
function breakable(name: string) {
  return name.split(/(?<=[_-])/).map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one name never reorder
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/**
 * A file's name with its folder. The name is always drawn whole (a name wider than its row wraps between
 * words rather than being cut); only the folder gives way behind an ellipsis. The whole path is the title. The two
 * drawn parts are flex items, which Chrome reads as separate words ("block/ stone.png"), so they are
 * hidden from assistive tech and the row is named by the unbroken path instead.
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
        {breakable(name)}
      </span>
      <span className="visually-hidden">{shown}</span>
    </span>
  );
}
