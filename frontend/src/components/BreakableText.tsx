import { Fragment } from "react";

/**
 * Text with a break opportunity after each `/`, `_` and `-`, so a path or file name too long for its
 * line wraps between folders and words ("assets/minecraft/textures/block/" / "stone.png",
 * "stripped_bamboo_block_top_" / "n.png") instead of mid-word, where `overflow-wrap: anywhere` put
 * "st" / "one.png". The text itself is unchanged: `<wbr>` adds nothing to read or copy.
 */
export function BreakableText({ text }: { text: string }) {
  return (
    <>
      {text.split(/(?<=[/_-])/).map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  );
}
