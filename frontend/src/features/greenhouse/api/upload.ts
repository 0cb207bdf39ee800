import type { AdvancedProcessing, ConversionSettings } from "@greenhouse/wasm-pipeline";
import { needsChunkedUpload, planParts, uploadPercent } from "../lib/upload-plan";
import { ApiError, errorMessageFrom, getJson, sendJson } from "./http";

/** What the server receives as `settings`: the Settings plus advancedProcessing (product spec, section 7). */
export interface UploadSettings extends ConversionSettings {
  advancedProcessing: AdvancedProcessing;
  projectId?: number;
}

export interface UploadOptions {
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

interface XhrResult {
  status: number;
  statusText: string;
  body: string;
}

/** One request through XMLHttpRequest, because only XHR reports upload progress. */
function sendWithProgress(
  method: string,
  url: string,
  body: XMLHttpRequestBodyInit,
  onUploaded: (loaded: number) => void,
  signal?: AbortSignal,
): Promise<XhrResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => onUploaded(event.loaded);
    xhr.onload = () => resolve({ status: xhr.status, statusText: xhr.statusText, body: xhr.responseText });
    xhr.onerror = () => reject(new ApiError(0, "Network error", "The connection was lost during the upload"));
    xhr.onabort = () => reject(new DOMException("Upload cancelled", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

function parseJobId(result: XhrResult): string {
  if (result.status < 200 || result.status >= 300) {
    throw new ApiError(result.status, result.statusText, errorMessageFrom(result.body, result.statusText));
  }
  const parsed = JSON.parse(result.body) as { jobId?: unknown };
  if (typeof parsed.jobId !== "string" && typeof parsed.jobId !== "number") {
    throw new ApiError(result.status, result.statusText, "The server answered without a job id");
  }
  return String(parsed.jobId);
}

/** Single-request upload: multipart `file` + `settings` JSON to POST /api/upload. */
async function uploadWhole(file: File, settings: UploadSettings, options: UploadOptions): Promise<string> {
  const form = new FormData();
  form.append("file", file, file.name);
  form.append("settings", JSON.stringify(settings));
  if (settings.projectId !== undefined) form.append("projectId", String(settings.projectId));
  const result = await sendWithProgress(
    "POST",
    "/api/upload",
    form,
    (loaded) => options.onProgress?.(uploadPercent(loaded, 0, file.size)),
    options.signal,
  );
  return parseJobId(result);
}

const resumeKey = (file: File) => `greenhouse-upload:${file.name}:${file.size}:${file.lastModified}`;

/** The server's view of a chunked upload (POST /api/uploads, GET/PUT /api/uploads/{id}...). */
interface UploadSessionState {
  uploadId: string;
  partSize: number;
  receivedParts: number[];
}

function rememberedUpload(file: File): string | null {
  try {
    return localStorage.getItem(resumeKey(file));
  } catch {
    return null;
  }
}

function rememberUpload(file: File, uploadId: string | null): void {
  try {
    if (uploadId) localStorage.setItem(resumeKey(file), uploadId);
    else localStorage.removeItem(resumeKey(file));
  } catch {
    // Storage blocked: the upload still works, it just cannot resume after a reload.
  }
}

/** Resumes the upload this browser started for the same file, if the server still has it. */
async function resumeOrStart(file: File, settings?: UploadSettings): Promise<UploadSessionState> {
  const remembered = rememberedUpload(file);
  if (remembered) {
    try {
      return await getJson<UploadSessionState>(`/api/uploads/${encodeURIComponent(remembered)}`);
    } catch {
      rememberUpload(file, null); // Expired or swept: start a fresh one.
    }
  }
  const started = await sendJson<UploadSessionState>("POST", "/api/uploads", {
    name: file.name,
    size: file.size,
    ...(settings ? { settings } : {}),
    ...(settings?.projectId !== undefined ? { projectId: settings.projectId } : {}),
  });
  rememberUpload(file, started.uploadId);
  return started;
}

/**
 * Resumable chunked upload on R2 multipart: start (or resume), then PUT each missing part with its
 * progress. After a broken connection, choosing the same file again sends only the parts the server
 * has not received. Answers the upload's address, ready to complete or validate.
 */
async function sendMissingParts(file: File, settings: UploadSettings | undefined, options: UploadOptions) {
  const session = await resumeOrStart(file, settings);
  const parts = planParts(file.size, session.partSize);
  const received = new Set(session.receivedParts);
  let doneBytes = parts.filter((p) => received.has(p.partNumber)).reduce((n, p) => n + p.end - p.start, 0);
  options.onProgress?.(uploadPercent(doneBytes, 0, file.size));
  const base = `/api/uploads/${encodeURIComponent(session.uploadId)}`;
  for (const part of parts) {
    if (received.has(part.partNumber)) continue;
    const result = await sendWithProgress(
      "PUT",
      `${base}/parts/${part.partNumber}`,
      file.slice(part.start, part.end),
      (loaded) => options.onProgress?.(uploadPercent(doneBytes, loaded, file.size)),
      options.signal,
    );
    if (result.status < 200 || result.status >= 300) {
      throw new ApiError(result.status, result.statusText, errorMessageFrom(result.body, result.statusText));
    }
    doneBytes += part.end - part.start;
  }
  return base;
}

async function uploadChunked(file: File, settings: UploadSettings, options: UploadOptions): Promise<string> {
  const base = await sendMissingParts(file, settings, options);
  const completed = await sendJson<{ jobId: string }>("POST", `${base}/complete`);
  rememberUpload(file, null);
  return String(completed.jobId);
}

/**
 * Validate Only for a file over one request's limit: sends it in parts, then the server validates the
 * stored file and deletes it. Answers the validation body, as POST /api/validate does.
 */
export async function validateThroughChunkedUpload(file: File, options: UploadOptions = {}): Promise<unknown> {
  const base = await sendMissingParts(file, undefined, options);
  try {
    return await sendJson<unknown>("POST", `${base}/validate`);
  } finally {
    // Validating consumes the upload, whatever the answer; a retry starts a fresh one.
    rememberUpload(file, null);
  }
}

/** Uploads a texture or pack and returns the new job's id; chunked above 90 MB. */
export function uploadForConversion(file: File, settings: UploadSettings, options: UploadOptions = {}) {
  return needsChunkedUpload(file.size) ? uploadChunked(file, settings, options) : uploadWhole(file, settings, options);
}
