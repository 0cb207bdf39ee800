import {
  type AdvancedProcessing,
  type ConversionSettings,
  defaultAdvancedProcessing,
  defaultConversionSettings,
} from "@greenhouse/wasm-pipeline";
import { MAX_IMAGE_BYTES, MAX_UPLOAD_BYTES } from "../components/file-checks";
import { HttpError, parseEnvelope } from "./api-client";
import { ApiError } from "./api-error";

/** The spec's upload types (section 5), with `.tif`: the same TIFF, as image editors often name it. */
export const UPLOAD_EXTENSIONS = [".png", ".jpg", ".jpeg", ".tiff", ".tif", ".tga", ".zip"] as const;
export { MAX_IMAGE_BYTES, MAX_UPLOAD_BYTES };

/** A toast's title and description. */
export interface Notice {
  title: string;
  description: string;
}

/** The spec's client-side checks for an upload (section 5), in its order: type, size, emptiness. */
export function checkUploadFile(file: Pick<File, "name" | "size">): Notice | null {
  const name = file.name.toLowerCase();
  if (!UPLOAD_EXTENSIONS.some((extension) => name.endsWith(extension))) {
    return { title: "Invalid file type", description: "Please upload a PNG, JPG, TIFF, TGA, or ZIP file." };
  }
  if (file.size > MAX_UPLOAD_BYTES) return { title: "File too large", description: "Maximum file size is 200MB." };
  if (!name.endsWith(".zip") && file.size > MAX_IMAGE_BYTES) {
    // The server would refuse it only after the whole upload (uploads-checks MAX_IMAGE_BYTES).
    return {
      title: "File too large",
      description: "A single texture can be at most 64MB; resource packs up to 200MB.",
    };
  }
  if (file.size === 0) return { title: "Empty file", description: "Please select a valid file." };
  return null;
}

/**
 * The settings of the entry points that have no settings panel (Quick Convert, the floating upload
 * button): the defaults, with Contrast 1.0 so a texture dropped there comes back with its own colours
 * beside its maps. The default 1.2 would rewrite them where nothing on screen says so.
 */
export const quickConversionSettings: ConversionSettings = { ...defaultConversionSettings, baseColorContrast: 1 };

/** The `settings` form field: Settings plus advancedProcessing; a .zip forces the resource-pack input. */
export function uploadSettings(
  file: Pick<File, "name">,
  settings: ConversionSettings = defaultConversionSettings,
  advancedProcessing: AdvancedProcessing = defaultAdvancedProcessing,
): ConversionSettings & { advancedProcessing: AdvancedProcessing } {
  const inputType = file.name.toLowerCase().endsWith(".zip") ? "resourcepack" : settings.inputType;
  return { ...settings, inputType, advancedProcessing };
}

/**
 * The spec's 'Upload failed' toast: '{status} {statusText}' plus the server's reason and hint when the
 * API sent its error envelope ("422 Unprocessable Entity: Already a LabPBR map ... Choose stone.png").
 */
export function uploadFailure(error: unknown): Notice {
  const description =
    error instanceof ApiError
      ? error.description
      : error instanceof HttpError
        ? // Only the envelope's reason: a bare body ("{}", an HTML error page) says nothing to a person.
          new ApiError(error.status, error.statusText, parseEnvelope(error.body)?.message ?? "").description
        : error instanceof Error
          ? error.message
          : String(error);
  return { title: "Upload failed", description };
}

export const uploadSuccess: Notice = {
  title: "Upload successful",
  description: "Your file has been uploaded and processing has started.",
};
