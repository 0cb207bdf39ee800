/** One file the project API refused, with its reason. */
export interface RefusedFile {
  name: string;
  message: string;
}

export interface UploadOutcomeToast {
  title: string;
  description: string;
  variant?: "destructive";
}

const textures = (count: number) => `${count} ${count === 1 ? "texture was" : "textures were"}`;

/**
 * The toast after uploading several files to a project, one request each: a refusal names its file
 * and says what did go in, since the files before and after it were still added.
 */
export function uploadOutcomeToast(
  added: number,
  refused: readonly RefusedFile[],
  projectName: string,
): UploadOutcomeToast {
  if (refused.length === 0) {
    return { title: "Upload successful", description: `${textures(added)} added to ${projectName}.` };
  }
  const [first] = refused as [RefusedFile];
  const others = refused.length > 1 ? ` (and ${refused.length - 1} more)` : "";
  const reason = `${first.name}: ${first.message}${others}`;
  if (added === 0) return { title: "Upload failed", description: reason, variant: "destructive" };
  return {
    title: "Some files were not added",
    description: `${textures(added)} added to ${projectName}. ${refused.length} not: ${reason}`,
    variant: "destructive",
  };
}
