import { apiRequest } from "../../../lib/api-client";
import type { UploadedContent } from "../api/types";

const editable = /\.(png|jpe?g|tga|tiff?|bmp)$/i;
const convertible = /\.(png|jpe?g|tga|tiff?)$/i;

/** Whether the pixel editor can open this item (the formats the pipeline decodes exactly). */
export const canEdit = (item: Pick<UploadedContent, "fileName">) => editable.test(item.fileName);
/** Whether Convert takes this item as a texture (GIF and WebP it does not). */
export const canConvert = (item: Pick<UploadedContent, "fileName">) => convertible.test(item.fileName);

/** The item's bytes as a File, for handing to the editor or to Convert. */
export async function contentFile(item: Pick<UploadedContent, "fileName" | "fileType" | "fileUrl">): Promise<File> {
  const response = await apiRequest(item.fileUrl);
  return new File([await response.blob()], item.fileName, { type: item.fileType });
}
