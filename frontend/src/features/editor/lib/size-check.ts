import { toast } from "../../../components/toast";
import { imageSizeOf } from "../../greenhouse/lib/image-header";
import { editorSizeProblem } from "./view";

/**
 * Why the editor would refuse this file, told from its header alone (a 4096x4096 file is not decoded,
 * 64 MB of pixels for nothing), or null when it may open. A header that cannot be read passes: the
 * decoder's error then names the problem.
 */
export async function declaredSizeProblem(file: File): Promise<string | null> {
  const declared = await imageSizeOf(file);
  return declared && editorSizeProblem(file.name, declared.width, declared.height);
}

/** The one message for a texture over the editor's limit, wherever it was refused. */
export function refuseTooLarge(problem: string): void {
  toast({ title: "Texture too large for the editor", description: problem, variant: "destructive" });
}
