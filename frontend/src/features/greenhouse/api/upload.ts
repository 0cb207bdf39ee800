import type { AdvancedProcessing, ConversionSettings } from "@greenhouse/wasm-pipeline";
import { needsChunkedUpload, planParts, uploadPercent } from "../lib/upload-plan";
import { ApiError, errorMessageFrom, sendJson } from "./http";

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

interface ResumeState {
  uploadId: string;
  done: number[];
}

function loadResume(file: File): ResumeState | null {
  try {
    const raw = localStorage.getItem(resumeKey(file));
    return raw ? (JSON.parse(raw) as ResumeState) : null;
  } catch {
    return null;
  }
}

function saveResume(file: File, state: ResumeState | null): void {
  try {
    if (state) localStorage.setItem(resumeKey(file), JSON.stringify(state));
    else localStorage.removeItem(resumeKey(file));
  } catch {
    // Storage full or blocked: the upload still works, it just cannot resume after a reload.
  }
}

/**
 * Resumable chunked upload on R2 multipart: create, PUT each part, complete. Finished parts are
 * remembered per file, so choosing the same file again after a broken connection skips them.
 */
async function uploadChunked(file: File, settings: UploadSettings, options: UploadOptions): Promise<string> {
  const parts = planParts(file.size);
  let state = loadResume(file);
  if (!state) {
    const created = await sendJson<{ uploadId?: string; id?: string }>("POST", "/api/uploads", {
      name: file.name,
      size: file.size,
      settings,
    });
    state = { uploadId: String(created.uploadId ?? created.id), done: [] };
    saveResume(file, state);
  }
  const current = state;
  let doneBytes = parts.filter((p) => current.done.includes(p.partNumber)).reduce((n, p) => n + p.end - p.start, 0);
  options.onProgress?.(uploadPercent(doneBytes, 0, file.size));
  for (const part of parts) {
    if (current.done.includes(part.partNumber)) continue;
    const result = await sendWithProgress(
      "PUT",
      `/api/uploads/${encodeURIComponent(current.uploadId)}/parts/${part.partNumber}`,
      file.slice(part.start, part.end),
      (loaded) => options.onProgress?.(uploadPercent(doneBytes, loaded, file.size)),
      options.signal,
    );
    if (result.status === 404) saveResume(file, null); // The server forgot this upload; start over next time.
    if (result.status < 200 || result.status >= 300) {
      throw new ApiError(result.status, result.statusText, errorMessageFrom(result.body, result.statusText));
    }
    current.done.push(part.partNumber);
    doneBytes += part.end - part.start;
    saveResume(file, current);
  }
  const completed = await sendJson<{ jobId: string }>(
    "POST",
    `/api/uploads/${encodeURIComponent(current.uploadId)}/complete`,
  );
  saveResume(file, null);
  return String(completed.jobId);
}

/** Uploads a texture or pack and returns the new job's id; chunked above 90 MB. */
export function uploadForConversion(file: File, settings: UploadSettings, options: UploadOptions = {}) {
  return needsChunkedUpload(file.size) ? uploadChunked(file, settings, options) : uploadWhole(file, settings, options);
}
