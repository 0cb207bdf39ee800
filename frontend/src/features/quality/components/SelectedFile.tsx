import { FileImage } from "lucide-react";
import { formatKilobytes } from "../lib/quality-file";

/** The chosen file's name and size in KB (spec: "Shows the selected file's name and size in KB"). */
export function SelectedFile({ file }: { file: File }) {
  return (
    <div className="q-file" data-testid="quality-file">
      <FileImage size={18} aria-hidden />
      <span className="q-file-name" title={file.name}>
        {file.name}
      </span>
      <span className="muted small">{formatKilobytes(file.size)}</span>
    </div>
  );
}
